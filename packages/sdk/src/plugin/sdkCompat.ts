import { SDK_VERSION } from './sdkVersion.js';

/**
 * True when a plugin's declared SDK range accepts the given (default: this) SDK version, as semver
 * reads it (prereleases inside the bounds count). semver is loaded on the first check, when a
 * plugin is about to load, not with the console's first script.
 *
 * @group Routing and side bar
 * @example
 * ```ts
 * if (!(await sdkRangeSatisfied(manifest.sdk))) throw new Error(`${manifest.id} needs SDK ${manifest.sdk}, the console has ${SDK_VERSION}`);
 * ```
 */
export async function sdkRangeSatisfied(range: string, version: string = SDK_VERSION): Promise<boolean> {
  const { default: satisfies } = await import('semver/functions/satisfies.js');
  return satisfies(version, range, { includePrerelease: true });
}

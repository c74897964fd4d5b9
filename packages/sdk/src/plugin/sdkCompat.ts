import { caretRangeSatisfied } from './caretRange.js';
import { SDK_VERSION } from './sdkVersion.js';

/**
 * True when a plugin's declared SDK range accepts the given (default: this) SDK version, as semver
 * reads it (prereleases inside the bounds count). A plain caret range is read here; semver is
 * loaded only for any other range, not with the console's first scripts.
 *
 * @group Routing and side bar
 * @example
 * ```ts
 * if (!(await sdkRangeSatisfied(manifest.sdk))) throw new Error(`${manifest.id} needs SDK ${manifest.sdk}, the console has ${SDK_VERSION}`);
 * ```
 */
export async function sdkRangeSatisfied(range: string, version: string = SDK_VERSION): Promise<boolean> {
  const simple = caretRangeSatisfied(version, range);
  if (simple !== undefined) return simple;
  const { default: satisfies } = await import('semver/functions/satisfies.js');
  return satisfies(version, range, { includePrerelease: true });
}

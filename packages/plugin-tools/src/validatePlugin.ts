import { accessDrift, sdkRangeSatisfied, validatePluginManifest, type PluginManifest } from '@fleetdeck/sdk/plugin-schema';
import { builtBundleProblems } from './checkBuiltBundle.js';
import { installedSdkVersion } from './installedSdkVersion.js';
import { PluginToolError, readManifestFile } from './readManifest.js';
import { readSharedExports } from './sharedExports.js';

/** Result of validating a plugin folder. */
export interface PluginValidation {
  manifest: PluginManifest;
  sdkVersion: string;
}

/**
 * Checks `<dir>/plugin.json` against the SDK's schema, its routes' and side-bar items' access
 * against the access policy (a console screen opens at the policy's level, so plugin.json cannot
 * drift from the server and the SDK), and its `sdk` range against the installed SDK; throws
 * PluginToolError listing every problem. What a build checks before bundling.
 */
export async function validatePluginJson(dir: string): Promise<PluginValidation> {
  const raw = await readManifestFile(dir);
  const result = validatePluginManifest(raw);
  if (!result.ok) throw new PluginToolError(result.errors.map((e) => `plugin.json ${e}`));
  const drift = accessDrift(result.manifest);
  if (drift.length > 0) throw new PluginToolError(drift.map((problem) => `plugin.json ${problem}`));
  const sdkVersion = installedSdkVersion(dir);
  if (!(await sdkRangeSatisfied(result.manifest.sdk, sdkVersion))) {
    throw new PluginToolError([
      `plugin.json sdk: "${result.manifest.sdk}" does not accept the installed @fleetdeck/sdk ${sdkVersion}`,
    ]);
  }
  return { manifest: result.manifest, sdkVersion };
}

/**
 * Checks plugin.json as `validatePluginJson` does and, when dist/ holds a build, that bundle
 * against what the console shares (see builtBundleProblems); throws PluginToolError listing
 * every problem.
 */
export async function validatePlugin(dir: string = process.cwd()): Promise<PluginValidation> {
  const validation = await validatePluginJson(dir);
  const bundle = await builtBundleProblems(dir, await readSharedExports(dir));
  if (bundle.length > 0) throw new PluginToolError(bundle);
  return validation;
}

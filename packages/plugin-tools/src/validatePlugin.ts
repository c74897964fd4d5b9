import { accessDrift, isSidebarIconName, sdkRangeSatisfied, unknownIconMessage, validatePluginManifest, type PluginManifest } from '@fleetdeck/sdk/plugin-schema';
import { builtBundleProblems } from './checkBuiltBundle.js';
import { consoleSdkVersion } from './consoleSdkVersion.js';
import { customViewProblems, customViewRange } from './customViewProblems.js';
import { installedSdkVersion } from './installedSdkVersion.js';
import { PluginToolError, readManifestFile } from './readManifest.js';
import { sdkRangeProblem } from './sdkRangeProblem.js';
import { readSharedExports } from './sharedExports.js';

/** Result of validating a plugin folder. */
export interface PluginValidation {
  manifest: PluginManifest;
  sdkVersion: string;
  /** The SDK version of the console checked against (`--console`), when one was given. */
  consoleSdkVersion?: string;
}

/** Options of `validatePlugin`. */
export interface ValidatePluginOptions {
  /** A running console whose SDK version plugin.json's (and custom-view.json's) range must accept. */
  consoleUrl?: string;
}

/**
 * Checks `<dir>/plugin.json` against the SDK's schema, its routes' and side-bar items' access
 * against the access policy (a console screen opens at the policy's level, so plugin.json cannot
 * drift from the server and the SDK), its side-bar icons against those the console draws, its
 * `sdk` range against the installed SDK, and a custom
 * view's custom-view.json (see customViewProblems); throws PluginToolError listing every
 * problem. What a build checks before bundling.
 */
export async function validatePluginJson(dir: string): Promise<PluginValidation> {
  const raw = await readManifestFile(dir);
  const result = validatePluginManifest(raw);
  if (!result.ok) throw new PluginToolError(result.errors.map((e) => `plugin.json ${e}`));
  const drift = accessDrift(result.manifest);
  if (drift.length > 0) throw new PluginToolError(drift.map((problem) => `plugin.json ${problem}`));
  const icons = (result.manifest.sidebar ?? []).flatMap((item) =>
    item.icon === undefined || isSidebarIconName(item.icon) ? [] : [unknownIconMessage(`plugin.json sidebar "${item.id}" icon`, item.icon)],
  );
  if (icons.length > 0) throw new PluginToolError(icons);
  const sdkVersion = installedSdkVersion(dir);
  const range = await sdkRangeProblem('plugin.json', result.manifest.sdk, sdkVersion);
  if (range) throw new PluginToolError([range]);
  const view = await customViewProblems(dir, result.manifest, sdkVersion);
  if (view.length > 0) throw new PluginToolError(view);
  return { manifest: result.manifest, sdkVersion };
}

/**
 * Checks plugin.json as `validatePluginJson` does, when dist/ holds a build that bundle against
 * what the console shares (see builtBundleProblems), and with `consoleUrl` the SDK ranges against
 * that running console's SDK; throws PluginToolError listing every problem.
 */
export async function validatePlugin(dir: string = process.cwd(), options: ValidatePluginOptions = {}): Promise<PluginValidation> {
  const validation = await validatePluginJson(dir);
  const bundle = await builtBundleProblems(dir, await readSharedExports(dir));
  if (bundle.length > 0) throw new PluginToolError(bundle);
  if (!options.consoleUrl) return validation;
  const version = await consoleSdkVersion(options.consoleUrl);
  const ranges = [['plugin.json', validation.manifest.sdk], ...(await customViewRange(dir))] as const;
  const problems: string[] = [];
  for (const [file, range] of ranges) {
    if (!(await sdkRangeSatisfied(range, version))) problems.push(`${file} sdk: "${range}" does not accept the console's @fleetdeck/sdk ${version} (${options.consoleUrl})`);
  }
  if (problems.length > 0) throw new PluginToolError(problems);
  return { ...validation, consoleSdkVersion: version };
}

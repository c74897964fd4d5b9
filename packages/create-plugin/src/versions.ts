import { readFileSync } from 'node:fs';

// Replaced by tsup at build time (see tsup.config.ts); undefined when the source runs under Vitest.
declare const __SDK_VERSION__: string | undefined;
declare const __PLUGIN_TOOLS_VERSION__: string | undefined;

function workspaceVersion(packageDir: string): string {
  const url = new URL(`../../${packageDir}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

/** The SDK and plugin-tools versions this create-plugin was built with. */
export function fleetdeckVersions(): { sdk: string; pluginTools: string } {
  return {
    sdk: typeof __SDK_VERSION__ === 'string' ? __SDK_VERSION__ : workspaceVersion('sdk'),
    pluginTools:
      typeof __PLUGIN_TOOLS_VERSION__ === 'string' ? __PLUGIN_TOOLS_VERSION__ : workspaceVersion('plugin-tools'),
  };
}

/** The semver range a new project declares for a version: caret, which for 0.x pins the minor. */
export function caretRange(version: string): string {
  return `^${version}`;
}

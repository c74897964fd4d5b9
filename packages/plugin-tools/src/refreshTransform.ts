import { createRequire } from 'node:module';
import path from 'node:path';
import { transformAsync, type PluginItem } from '@babel/core';
import type { Plugin } from 'rollup';

// Resolved from plugin-tools itself: Babel would look for a plugin named by string in the author's project.
const refreshBabelPlugin = createRequire(import.meta.url)('react-refresh/babel') as PluginItem;

/** The global a development console sets to React Refresh's runtime (see the host's dev-plugins/refreshSetup.ts). */
export const REFRESH_GLOBAL = '__fleetdeckRefresh';

/**
 * The two names react-refresh/babel calls, bound per module: registrations are keyed by the
 * plugin and the file, so two plugins' `Page` components stay two families. On a console without
 * the runtime (a production console) they do nothing.
 */
export function refreshPreamble(moduleId: string): string {
  const id = JSON.stringify(moduleId);
  return (
    `var $RefreshReg$ = (type, name) => globalThis.${REFRESH_GLOBAL}?.register(type, ${id} + " " + name);\n` +
    `var $RefreshSig$ = () => globalThis.${REFRESH_GLOBAL}?.createSignatureFunctionForTransform() ?? ((type) => type);\n`
  );
}

/**
 * Development builds only: runs react-refresh's Babel transform over the plugin's own source (after
 * esbuild has compiled TypeScript and JSX), so a console running React's development build can swap
 * an edited component in place and keep its state (React Fast Refresh).
 */
export function refreshTransform(pluginDir: string, pluginId: string): Plugin {
  const srcDir = path.join(pluginDir, 'src') + path.sep;
  return {
    name: 'fleetdeck-react-refresh',
    async transform(code, id) {
      if (!id.startsWith(srcDir) || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [[refreshBabelPlugin, { skipEnvCheck: true }]],
      });
      if (!result?.code || !result.code.includes('$Refresh')) return null;
      const moduleId = `${pluginId}/${path.relative(pluginDir, id).split(path.sep).join('/')}`;
      // The preamble is two lines: the map's lines move down by two (two empty ';' groups).
      return { code: refreshPreamble(moduleId) + result.code, map: result.map ? { ...result.map, mappings: `;;${result.map.mappings}` } : null };
    },
  };
}

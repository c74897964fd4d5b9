import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { SPLIT_MAP_CHUNK, sharedSplitPlugin, splitChunkFileNames } from './vite/sharedSplitPlugin.js';
import { componentGroup } from './src/boot/split/componentGroup.js';

// The shell app. Plugins are not built here (they use Rollup's System.register output);
// in dev, API and plugin requests go to a running `fleetdeck serve`.
const backend = process.env.FLEETDECK_BACKEND ?? 'http://localhost:8080';

/**
 * `--mode development` builds the console a second time into dist/dev/ with React's development
 * build and React Fast Refresh hooked in before React DOM starts. The server sends it instead of the
 * production console to a browser that has a plugin dev server open (docs/guide/custom-view.md), so
 * an edited component is swapped in place with its state kept.
 */
function refreshFirst(): Plugin {
  return {
    name: 'fleetdeck-refresh-first',
    enforce: 'pre',
    transform(code, id) {
      return id.endsWith('/src/main.tsx') ? `import './dev-host/refreshSetup.js';\n${code}` : null;
    },
  };
}

export default defineConfig(({ mode }) => {
  const dev = mode === 'development';
  return {
    base: dev ? '/dev/' : '/',
    define: dev ? { 'process.env.NODE_ENV': JSON.stringify('development') } : {},
    // Fluent, the SDK and the model are served to plugins in parts (see src/boot/sharedModuleLoaders.ts):
    // Fluent per sub-package (a few per component), the SDK and the model per file. (Measured: one
    // SDK part per folder made the login page 16 KB heavier, since a folder's part loads every
    // file's dependencies.)
    // Still worth it with brotli (issue 16; cold load, every script brotli 11, KiB / files):
    //   as built:                         /auth/login 231.6 / 60, /robot/control 296.7 / 110
    //   Fluent per sub-package only:      /auth/login 243.5 / 65, /robot/control 304.7 / 111
    //   SDK and model whole, not split:   /auth/login 353.1 / 73, /robot/control 388.0 / 91
    // The 20-30 extra requests are parts of a few hundred bytes each, fetched in parallel.
    plugins: [
      ...(dev ? [refreshFirst()] : []),
      react(),
      sharedSplitPlugin(
        { '@fluentui/react-components': componentGroup, '@fleetdeck/sdk': null, '@fleetdeck/model': null },
        fileURLToPath(new URL('.', import.meta.url)),
        // What a first screen loads on demand beyond the entry: the server names these files in its HTML.
        { pluginPage: '/src/plugins/PluginData.tsx', shell: '/src/layout/ShellLayout.tsx' },
      ),
    ],
    build: {
      outDir: dev ? 'dist/dev' : 'dist',
      emptyOutDir: true,
      sourcemap: true,
      chunkSizeWarningLimit: 2000,
      // A split module's map imports dozens of parts; listing each part's dependencies for
      // preloading would make the map outweigh the parts a plugin loads. Parts load on demand.
      // (Measured with brotli: the three maps grow from 9.4 to 16.6 KiB, so both first pages get
      // 7 KiB heavier, to save the browser discovering a part's chunks two or three levels deep.)
      modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (hostId.includes(SPLIT_MAP_CHUNK) ? [] : deps) },
      rolldownOptions: {
        output: {
          chunkFileNames: splitChunkFileNames,
          // Everything index.html loads at start goes in one chunk: the same bytes, compressed
          // together, instead of dozens of small chunks cut by the Fluent and SDK parts. Not
          // recursive: through a library's barrel file that would also pull in modules only the
          // lazy plugin namespaces use (all of react-i18next's Trans family, ~9 KB gzipped).
          codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false }] },
        },
      },
    },
    server: {
      proxy: {
        '/api': { target: backend, ws: true },
        '/plugins': backend,
        '/custom': backend,
      },
    },
  };
});

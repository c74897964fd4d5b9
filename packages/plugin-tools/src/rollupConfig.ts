import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import type { InputOptions, OutputOptions, Plugin } from 'rollup';
import { isProvidedModule } from '@fleetdeck/sdk/shared-modules';

/**
 * Rollup options for a plugin: System.register output, shared modules external, minified; `extra`
 * plugins run last, `first` ones before resolving (to see every import as written). A development
 * build (`dev`) keeps one output file per source module under a stable name, unminified, so a
 * console can re-import just the modules an edit changed (see refreshTransform.ts).
 */
export function rollupOptions(
  input: string,
  outDir: string,
  extra: Plugin[] = [],
  first: Plugin[] = [],
  dev = false,
): { input: InputOptions; output: OutputOptions } {
  return {
    input: {
      input,
      // The host provides one instance of each shared module; bundling one would split state.
      external: (id) => isProvidedModule(id),
      plugins: [
        ...first,
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') } }),
        nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
        commonjs(),
        esbuild({ jsx: 'automatic', jsxImportSource: 'react', target: 'es2022', minify: !dev, tsconfig: false }),
        ...extra,
      ],
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
    output: dev ? developmentOutput(outDir, input) : {
      dir: outDir,
      format: 'system',
      // Content-hashed, like the chunks, so a server can let browsers keep every file for a year:
      // a rebuild that changes a byte changes the name plugin.json gives as the entry.
      entryFileNames: 'index-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
    },
  };
}

function developmentOutput(outDir: string, input: string): OutputOptions {
  return {
    dir: outDir,
    format: 'system',
    preserveModules: true,
    preserveModulesRoot: path.dirname(input),
    // Stable names: a module's URL is its identity across rebuilds, and its bytes change only when it does.
    entryFileNames: '[name].js',
    sourcemap: true,
  };
}

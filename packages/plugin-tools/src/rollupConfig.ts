import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import type { InputOptions, OutputOptions, Plugin } from 'rollup';
import { isProvidedModule } from '@fleetdeck/sdk/shared-modules';

/**
 * Rollup options for a plugin: System.register output, shared modules external, minified; `extra`
 * plugins run last, `first` ones before resolving (to see every import as written).
 */
export function rollupOptions(input: string, outDir: string, extra: Plugin[] = [], first: Plugin[] = []): { input: InputOptions; output: OutputOptions } {
  return {
    input: {
      input,
      // The host provides one instance of each shared module; bundling one would split state.
      external: (id) => isProvidedModule(id),
      plugins: [
        ...first,
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
        commonjs(),
        esbuild({ jsx: 'automatic', jsxImportSource: 'react', target: 'es2022', minify: true, tsconfig: false }),
        ...extra,
      ],
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
    output: {
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

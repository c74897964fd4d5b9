// Builds one plugin's source twice with plugin-tools' own Rollup options (shared modules external,
// minified): once as System.register, as `fleetdeck-plugin build` does, and once as ES modules,
// the only difference being the output format. For the SystemJS beside native ESM benchmark.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../shared/serverProcess.js';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  /** By the module id of an external, or the file name of one of the build's own chunks. */
  importedBindings: Record<string, string[]>;
}

interface RollupBuild {
  write(options: object): Promise<{ output: (OutputChunk | { type: 'asset'; fileName: string })[] }>;
  close(): Promise<void>;
}

interface PluginTools {
  rollupOptions(input: string, outDir: string): { input: object; output: Record<string, unknown> };
}

/** What the twin builds hold. */
export interface TwinBuild {
  /** Each build's entry file, relative to the output folder (its name carries a content hash). */
  entries: { system: string; esm: string };
  /** The names the plugin's files import from each external module ('*' when it needs the whole namespace). */
  externalImports: Record<string, string[]>;
}

const toolsDir = join(repoRoot, 'packages/plugin-tools');

/** Builds `packages/plugins/<plugin>/src/index.ts(x)` into `<outDir>/system` and `<outDir>/esm`. */
export async function buildTwins(plugin: string, outDir: string): Promise<TwinBuild> {
  // plugin-tools' own copy of Rollup, and its built options: the same as a plugin build uses.
  const rollupPath = createRequire(join(toolsDir, 'package.json')).resolve('rollup');
  const rollupModule = (await import(pathToFileURL(rollupPath).href)) as { rollup?: (options: object) => Promise<RollupBuild>; default?: { rollup(options: object): Promise<RollupBuild> } };
  const rollup = rollupModule.rollup ?? rollupModule.default?.rollup;
  if (!rollup) throw new Error(`no rollup() in ${rollupPath}`);
  const tools = (await import(pathToFileURL(join(toolsDir, 'dist/index.js')).href)) as PluginTools;
  const source = join(repoRoot, 'packages/plugins', plugin, 'src');
  const input = [join(source, 'index.tsx'), join(source, 'index.ts')].find((file) => existsSync(file));
  if (!input) throw new Error(`no src/index.ts(x) in packages/plugins/${plugin}`);

  const externalImports = new Map<string, Set<string>>();
  const entries = { system: '', esm: '' };
  for (const [format, folder] of [['system', 'system'], ['es', 'esm']] as const) {
    const options = tools.rollupOptions(input, join(outDir, folder));
    const bundle = await rollup(options.input);
    try {
      const { output } = await bundle.write({ ...options.output, format, sourcemap: false });
      const entry = output.find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) throw new Error(`the ${format} build of ${plugin} has no entry chunk`);
      entries[folder] = `${folder}/${entry.fileName}`;
      if (format !== 'es') continue;
      // importedBindings names the build's own chunks by file name, the externals by module id.
      const ownFiles = new Set(output.map((file) => file.fileName));
      for (const chunk of output) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, names] of Object.entries(chunk.importedBindings)) {
          if (ownFiles.has(id)) continue;
          const set = externalImports.get(id) ?? new Set<string>();
          for (const name of names) set.add(name);
          externalImports.set(id, set);
        }
      }
    } finally {
      await bundle.close();
    }
  }
  return {
    entries,
    externalImports: Object.fromEntries([...externalImports].map(([id, names]) => [id, [...names].sort()])),
  };
}

import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rollup, watch as rollupWatch, type RollupWatcher } from 'rollup';
import type { PluginManifest } from '@fleetdeck/sdk/plugin-schema';
import { sha384Integrity } from './integrity.js';
import { PluginToolError } from './readManifest.js';
import { rollupOptions } from './rollupConfig.js';
import { validatePlugin } from './validatePlugin.js';

/** Options of `buildPlugin`. */
export interface BuildPluginOptions {
  /** Plugin folder holding plugin.json and src/ (default: the working directory). */
  dir?: string;
  /** Rebuild on change until the returned watcher is closed. */
  watch?: boolean;
  /** Called after each build (also each rebuild in watch mode). */
  onBuild?: (manifest: PluginManifest) => void;
  /** Called when a rebuild fails in watch mode. */
  onError?: (error: { message: string }) => void;
}

/** What a build produced. */
export interface BuildPluginResult {
  manifest: PluginManifest;
  outDir: string;
  watcher?: RollupWatcher;
}

function findEntry(dir: string): string {
  for (const name of ['src/index.tsx', 'src/index.ts']) {
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  throw new PluginToolError([`src/index.ts(x): not found in ${dir}`]);
}

async function copyStylesheets(dir: string, outDir: string): Promise<string[]> {
  const srcDir = path.join(dir, 'src');
  const names = (await readdir(srcDir)).filter((name) => name.endsWith('.css')).sort();
  await Promise.all(names.map((name) => copyFile(path.join(srcDir, name), path.join(outDir, name))));
  return names;
}

async function writeDistManifest(manifest: PluginManifest, dir: string, outDir: string): Promise<PluginManifest> {
  const css = await copyStylesheets(dir, outDir);
  const entry = await readFile(path.join(outDir, 'index.js'));
  const built: PluginManifest = { ...manifest, entry: 'index.js', css, integrity: sha384Integrity(entry) };
  await writeFile(path.join(outDir, 'plugin.json'), `${JSON.stringify(built, null, 2)}\n`);
  return built;
}

/**
 * Builds a plugin folder: validates plugin.json, bundles src/index.ts(x) to dist/index.js as a
 * System.register module with the shared modules external, copies src/*.css, and writes
 * dist/plugin.json with entry, css and the sha384 integrity of the entry filled in.
 */
export async function buildPlugin(options: BuildPluginOptions = {}): Promise<BuildPluginResult> {
  const dir = path.resolve(options.dir ?? process.cwd());
  const { manifest } = await validatePlugin(dir);
  const outDir = path.join(dir, 'dist');
  const config = rollupOptions(findEntry(dir), outDir);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  if (!options.watch) {
    const bundle = await rollup(config.input);
    try {
      await bundle.write(config.output);
    } finally {
      await bundle.close();
    }
    const built = await writeDistManifest(manifest, dir, outDir);
    options.onBuild?.(built);
    return { manifest: built, outDir };
  }

  const watcher = rollupWatch({ ...config.input, output: config.output, watch: { clearScreen: false } });
  const first = new Promise<PluginManifest>((resolve, reject) => {
    watcher.on('event', (event) => {
      if (event.code === 'BUNDLE_END') {
        void event.result.close();
        writeDistManifest(manifest, dir, outDir).then((built) => {
          options.onBuild?.(built);
          resolve(built);
        }, reject);
      } else if (event.code === 'ERROR') {
        void event.result?.close();
        options.onError?.(event.error);
        reject(event.error);
      }
    });
  });
  const built = await first;
  return { manifest: built, outDir, watcher };
}

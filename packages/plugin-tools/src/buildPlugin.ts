import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rollup, watch as rollupWatch, type Plugin, type RollupWatcher } from 'rollup';
import { routeLevel, type PluginManifest } from '@fleetdeck/sdk/plugin-schema';
import { recordBundleFiles, type BundleFiles } from './bundleFiles.js';
import { checkImports } from './checkImports.js';
import { sha384Integrity } from './integrity.js';
import { precompressDir } from './precompress.js';
import { PluginToolError } from './readManifest.js';
import { refreshTransform } from './refreshTransform.js';
import { rollupOptions } from './rollupConfig.js';
import { readSharedExports } from './sharedExports.js';
import { collectSharedImports, type SharedImports, type SharedImportsCollector } from './sharedImports.js';
import { validatePluginJson } from './validatePlugin.js';

/** Options of `buildPlugin`. */
export interface BuildPluginOptions {
  /** Plugin folder holding plugin.json and src/ (default: the working directory). */
  dir?: string;
  /** Rebuild on change until the returned watcher is closed. */
  watch?: boolean;
  /**
   * A development build, for a dev server: one unminified file per source module under a stable
   * name, React's development mode, and React Fast Refresh registrations, so a console can swap an
   * edited component in place. Not for installing.
   */
  dev?: boolean;
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

/**
 * For a code-split build, each file's integrity and shared imports, so the host checks every
 * chunk it loads and serves each file only the names it imports (a page loaded on demand then
 * brings its own parts of Fluent and the SDK). Undefined for a single-file build.
 */
async function chunkManifest(outDir: string, byFile: Record<string, SharedImports>): Promise<PluginManifest['chunks']> {
  const files = Object.keys(byFile);
  if (files.length < 2) return undefined;
  const chunks: NonNullable<PluginManifest['chunks']> = {};
  for (const file of files) {
    chunks[file] = { integrity: sha384Integrity(await readFile(path.join(outDir, file))), sharedImports: byFile[file] ?? {} };
  }
  return chunks;
}

/** The un-hashed name a custom view's `scriptUrl` (written by hand in the customization manifest) names. */
const STABLE_ENTRY = 'index.js';

/** Removes what an earlier watch build wrote and this one did not (its hashed entry and chunks). */
async function removeStaleOutput(outDir: string, written: ReadonlySet<string>): Promise<void> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const stale = entries
    .filter((entry) => entry.isFile() && /\.js(?:\.map)?$/.test(entry.name))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== STABLE_ENTRY && !written.has(file));
  await Promise.all(stale.map((file) => rm(path.join(outDir, file), { force: true })));
}

async function writeDistManifest(manifest: PluginManifest, dir: string, outDir: string, shared: SharedImportsCollector, files: BundleFiles): Promise<PluginManifest> {
  await removeStaleOutput(outDir, files.all());
  const css = await copyStylesheets(dir, outDir);
  const entryFile = files.entry();
  const entry = await readFile(path.join(outDir, entryFile));
  // The same bytes under the stable name, for a custom view's hand-written scriptUrl.
  await writeFile(path.join(outDir, STABLE_ENTRY), entry);
  const chunks = await chunkManifest(outDir, shared.byFile());
  const built: PluginManifest = {
    ...manifest,
    // Every route carries its level, from the access policy for a console screen, so the console reads it without the policy.
    routes: manifest.routes.map((route) => ({ ...route, access: routeLevel(route) })),
    entry: entryFile,
    css,
    integrity: sha384Integrity(entry),
    sharedImports: shared.result(),
    ...(chunks ? { chunks } : {}),
  };
  await writeFile(path.join(outDir, 'plugin.json'), `${JSON.stringify(built, null, 2)}\n`);
  await precompressDir(outDir);
  return built;
}

/** Makes a watch build rebuild when plugin.json changes (Rollup only watches the module graph). */
function watchManifest(dir: string): Plugin {
  return {
    name: 'fleetdeck-watch-manifest',
    buildStart() {
      this.addWatchFile(path.join(dir, 'plugin.json'));
    },
  };
}

/**
 * Builds a plugin folder: validates plugin.json, bundles src/index.ts(x) to dist/index-<hash>.js
 * (and the same bytes as dist/index.js) as a System.register module with the shared modules
 * external (refusing imports the console cannot provide: see checkImports), copies src/*.css,
 * and writes dist/plugin.json with the hashed entry, css, the sha384
 * integrity of the entry and the names imported from each shared module filled in (and, when
 * dynamic imports split the bundle, `chunks`: each file's integrity and imported names). Every
 * text file gets brotli and gzip copies beside it. In watch mode each rebuild
 * re-reads plugin.json.
 */
export async function buildPlugin(options: BuildPluginOptions = {}): Promise<BuildPluginResult> {
  const dir = path.resolve(options.dir ?? process.cwd());
  const { manifest } = await validatePluginJson(dir);
  const outDir = path.join(dir, 'dist');
  const shared = collectSharedImports();
  const files = recordBundleFiles();
  const extra = [
    ...(options.dev ? [refreshTransform(dir, manifest.id)] : []),
    shared.plugin,
    files.plugin,
    ...(options.watch ? [watchManifest(dir)] : []),
  ];
  const config = rollupOptions(findEntry(dir), outDir, extra, [checkImports(dir, await readSharedExports(dir))], options.dev);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  if (!options.watch) {
    const bundle = await rollup(config.input);
    try {
      await bundle.write(config.output);
    } finally {
      await bundle.close();
    }
    const built = await writeDistManifest(manifest, dir, outDir, shared, files);
    options.onBuild?.(built);
    return { manifest: built, outDir };
  }

  const watcher = rollupWatch({ ...config.input, output: config.output, watch: { clearScreen: false } });
  const first = new Promise<PluginManifest>((resolve, reject) => {
    watcher.on('event', (event) => {
      if (event.code === 'BUNDLE_END') {
        void event.result.close();
        // plugin.json may have changed since the last build (routes, side bar, strings).
        validatePluginJson(dir)
          .then(({ manifest: current }) => writeDistManifest(current, dir, outDir, shared, files))
          .then(
            (built) => {
              options.onBuild?.(built);
              resolve(built);
            },
            (error: Error) => {
              options.onError?.(error);
              reject(error);
            },
          );
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

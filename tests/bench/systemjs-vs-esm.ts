// Prints (does not assert) how long Chromium takes to load the same plugin through SystemJS, as
// the console does today, and as native ES modules with an import map: the robots plugin (the one
// /robot/control loads) built twice from its source with plugin-tools' Rollup options, differing
// only in output format. Each load is in a fresh console page (signed out, /auth/login), timed
// around `System.import(entry)` or `import(entry)` until the module and its static chunks have
// run; loads alternate between the two. Both resolve the shared modules to the host's own
// instances, loaded before the clock starts, so the figure is the loader's cost, not React's or
// Fluent's: SystemJS through the host's `app:` registrations (whole namespaces), native ESM
// through an import map to small modules re-exporting the names the plugin imports from the
// same instances. The host's per-name split of shared modules is not part of this comparison.
// Prints each side's median, min and max, and the ratio of the medians. Aim (issue 16): <= 1.2.
//
//   npx tsx bench/systemjs-vs-esm.ts [--loads 15] [--plugin robots]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { startBrowserBench } from './browser-bench.js';
import { buildTwins, type TwinBuild } from './plugin-twin-build.js';
import { serveStatic } from './static-files.js';
import { median, ms } from './stats.js';

const { values } = parseArgs({ options: { loads: { type: 'string', default: '15' }, plugin: { type: 'string', default: 'robots' } } });
const LOADS = Number(values.loads);
const RATIO_AIM = 1.2;

type Loader = 'systemjs' | 'esm';

// Strings, not functions: tsx would wrap named inner functions in a helper the page lacks.
const warmShared = (externals: TwinBuild['externalImports']) => `(async () => {
  const shared = (globalThis.__benchShared = {});
  for (const id of ${JSON.stringify(Object.keys(externals))}) shared[id] = await System.import(id);
})()`;

// One module per shared id that re-exports, from the host's instance, the names the plugin imports.
const esmImportMap = (externals: TwinBuild['externalImports']) => `(() => {
  const imports = {};
  for (const [id, names] of Object.entries(${JSON.stringify(externals)})) {
    const namespace = globalThis.__benchShared[id];
    const wanted = names.includes('*') ? Object.keys(namespace) : names;
    const lines = ['const ns = globalThis.__benchShared[' + JSON.stringify(id) + '];'];
    wanted.forEach((name, index) => lines.push('const v' + index + ' = ns[' + JSON.stringify(name) + ']; export { v' + index + ' as ' + JSON.stringify(name) + ' };'));
    imports[id] = URL.createObjectURL(new Blob([lines.join('\\n')], { type: 'text/javascript' }));
  }
  const map = document.createElement('script');
  map.type = 'importmap';
  map.textContent = JSON.stringify({ imports });
  document.head.append(map);
})()`;

const timedLoad = (loader: Loader, url: string) => `(async () => {
  const started = performance.now();
  const module = await ${loader === 'systemjs' ? 'System.import' : 'import'}(${JSON.stringify(url)});
  const elapsed = performance.now() - started;
  if (!module.default || typeof module.default.routes !== 'object') throw new Error('the bundle has no definePlugin default export');
  return elapsed;
})()`;

async function loadOnce(browser: Browser, consoleUrl: string, loader: Loader, entryUrl: string, build: TwinBuild): Promise<number> {
  // The console's Content-Security-Policy allows neither the bench's origin nor an inline import map.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${consoleUrl}/auth/login`);
    await page.getByRole('button', { name: /^(Log in|ログイン)$/ }).waitFor();
    await page.evaluate(warmShared(build.externalImports));
    if (loader === 'esm') await page.evaluate(esmImportMap(build.externalImports));
    return await page.evaluate<number>(timedLoad(loader, entryUrl));
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'fleetdeck-bench-twins-'));
  const bench = await startBrowserBench();
  try {
    const build = await buildTwins(values.plugin, outDir);
    const files = await serveStatic(outDir);
    try {
      const entry = (loader: Loader) => `${files.origin}/${loader === 'systemjs' ? build.entries.system : build.entries.esm}`;
      const times: Record<Loader, number[]> = { systemjs: [], esm: [] };
      for (let load = 0; load < LOADS * 2; load += 1) {
        const loader: Loader = load % 2 === 0 ? 'systemjs' : 'esm';
        times[loader].push(await loadOnce(bench.browser, bench.server.url, loader, entry(loader), build));
      }
      const externals = Object.keys(build.externalImports).join(', ');
      console.log(`Plugin "${values.plugin}" loaded ${LOADS} times each way, each in a fresh page (shared modules: ${externals})`);
      const line = (label: string, list: number[]) =>
        console.log(`  ${label.padEnd(32)} median ${ms(median(list)).padStart(9)}  min ${ms(Math.min(...list)).padStart(9)}  max ${ms(Math.max(...list)).padStart(9)}`);
      line('SystemJS (System.register)', times.systemjs);
      line('native ESM (import map)', times.esm);
      const ratio = median(times.systemjs) / median(times.esm);
      console.log(`  ratio of the medians, SystemJS / native: ${ratio.toFixed(2)} ${ratio <= RATIO_AIM ? `(within aim <= ${RATIO_AIM})` : `(OVER aim <= ${RATIO_AIM})`}`);
    } finally {
      await files.close();
    }
  } finally {
    await bench.stop();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

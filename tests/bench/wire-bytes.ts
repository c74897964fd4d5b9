// Prints (does not assert) what the browser receives for /auth/login (signed out) and
// /robot/control (signed in as the operator, demo fleet): on a cold load (empty cache) the bytes
// on the wire, JavaScript and in all, the number of script requests and the longest request chain;
// on a warm reload (same context, reload) the requests that still reached the server, 200s and
// 304s apart. Bytes are CDP's `encodedDataLength`, with the browser's own accept-encoding.
// Three runs each, median. Aims (issue 16): JavaScript cold, login <= 200 KiB, robot/control
// <= 280 KiB; warm reload: 0 script requests. Run: `npx tsx bench/wire-bytes.ts [--list]` (after a build; --list prints
// every script of a cold load).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demo } from '../shared/demoAccounts.js';
import { robotControlHeading, signIn, startBrowserBench } from './browser-bench.js';
import { longestChain, recordNetwork, type LoggedRequest } from './network-log.js';
import { againstAim, kib, median } from './stats.js';

const RUNS = 3;
const KIB = 1024;

interface PageCase {
  path: string;
  title: string;
  jsAimBytes: number;
  /** Resolves once the page is drawn (the network may still be busy). */
  ready(page: Page): Promise<void>;
  /** A new browser context for one run: signed out, or holding a session. */
  context(browser: Browser): Promise<BrowserContext>;
}

interface Figures {
  /** Each script of the cold load: path, bytes on the wire, content-encoding. */
  scriptList: Array<{ path: string; bytes: number; encoding: string }>;
  requests: number;
  bytes: number;
  scripts: number;
  scriptBytes: number;
  chain: string[];
  encodings: string;
  acceptEncoding: string;
  warmToServer200: number;
  warmToServer304: number;
  warmScripts200: number;
  warmScripts304: number;
  warmFromCache: number;
  warmBytes: number;
}

const isScript = (request: LoggedRequest) => request.type === 'Script';
const sum = (list: readonly LoggedRequest[]) => list.reduce((total, request) => total + request.encodedBytes, 0);

function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value || 'none'} ×${count}`).join(', ');
}

async function load(page: Page, pageCase: PageCase, go: () => Promise<unknown>): Promise<void> {
  await go();
  await pageCase.ready(page);
  await page.waitForLoadState('networkidle');
  const landedOn = new URL(page.url()).pathname;
  if (landedOn !== pageCase.path) throw new Error(`${pageCase.path} ended on ${landedOn}: not the page to measure`);
}

async function measure(browser: Browser, baseURL: string, pageCase: PageCase): Promise<Figures> {
  const context = await pageCase.context(browser);
  try {
    const page = await context.newPage();
    const network = await recordNetwork(page);
    await load(page, pageCase, () => page.goto(`${baseURL}${pageCase.path}`));
    const cold = network.take();
    await load(page, pageCase, () => page.reload());
    const warm = network.take();
    const toServer = warm.filter((request) => !request.fromCache);
    const scripts = cold.filter(isScript);
    return {
      scriptList: scripts.map((request) => ({ path: new URL(request.url).pathname, bytes: request.encodedBytes, encoding: request.contentEncoding })),
      requests: cold.length,
      bytes: sum(cold),
      scripts: scripts.length,
      scriptBytes: sum(scripts),
      chain: longestChain(cold),
      encodings: tally(scripts.map((request) => request.contentEncoding)),
      acceptEncoding: tally(scripts.map((request) => request.acceptEncoding)),
      warmToServer200: toServer.filter((request) => request.status !== 304).length,
      warmToServer304: toServer.filter((request) => request.status === 304).length,
      warmScripts200: toServer.filter((request) => isScript(request) && request.status !== 304).length,
      warmScripts304: toServer.filter((request) => isScript(request) && request.status === 304).length,
      warmFromCache: warm.filter((request) => request.fromCache).length,
      warmBytes: sum(warm),
    };
  } finally {
    await context.close();
  }
}

function print(pageCase: PageCase, runs: Figures[]): void {
  const mid = (pick: (figures: Figures) => number) => median(runs.map(pick));
  const each = (pick: (figures: Figures) => number, format: (value: number) => string = String) => {
    const values = runs.map(pick);
    return values.every((value) => value === values[0]) ? '' : ` (runs: ${values.map(format).join(' / ')})`;
  };
  const js = mid((f) => f.scriptBytes);
  const warmScripts = mid((f) => f.warmScripts200 + f.warmScripts304);
  const chain = runs.map((f) => f.chain).sort((a, b) => a.length - b.length)[Math.floor(runs.length / 2)] ?? [];
  const first = runs[0]!;
  console.log(`\n${pageCase.title}, median of ${runs.length} runs`);
  console.log(`  cold load (empty cache)`);
  console.log(`    JavaScript on the wire  ${kib(js).padStart(11)} in ${mid((f) => f.scripts)} script requests  ${againstAim(js, pageCase.jsAimBytes, kib)}${each((f) => f.scriptBytes, kib)}`);
  console.log(`    all bytes on the wire   ${kib(mid((f) => f.bytes)).padStart(11)} in ${mid((f) => f.requests)} requests${each((f) => f.bytes, kib)}`);
  console.log(`    scripts' content-encoding: ${first.encodings}; accept-encoding sent: ${first.acceptEncoding}`);
  console.log(`    longest request chain   ${chain.length} requests deep${each((f) => f.chain.length)}`);
  for (const url of chain) console.log(`      ${new URL(url).pathname}`);
  if (process.argv.includes('--list')) {
    console.log('    scripts of the first run, largest first (bytes on the wire, content-encoding):');
    for (const script of [...first.scriptList].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`      ${kib(script.bytes).padStart(10)}  ${(script.encoding || 'none').padEnd(5)} ${script.path}`);
    }
  }
  console.log(`  warm reload (same context)`);
  console.log(
    `    script requests to the server  ${warmScripts} (${mid((f) => f.warmScripts200)} answered 200, ${mid((f) => f.warmScripts304)} answered 304)  ${warmScripts === 0 ? 'within aim 0' : 'OVER aim 0'}`,
  );
  console.log(`    all requests to the server     ${mid((f) => f.warmToServer200 + f.warmToServer304)} (${mid((f) => f.warmToServer200)} answered 200, ${mid((f) => f.warmToServer304)} answered 304); ${mid((f) => f.warmFromCache)} from the browser's cache`);
  console.log(`    bytes on the wire              ${kib(mid((f) => f.warmBytes))}`);
}

async function main(): Promise<void> {
  // The demo fleet, so robot/control draws robots as it does on the demo.
  const bench = await startBrowserBench({ sim: 14 });
  try {
    // Sign in once; each run's context starts from that session with an empty cache.
    const signInContext = await bench.browser.newContext();
    await signIn(await signInContext.newPage(), bench.server.url, demo.operator);
    const session = await signInContext.storageState();
    await signInContext.close();
    const cases: PageCase[] = [
      {
        path: '/auth/login',
        title: '/auth/login (signed out)',
        jsAimBytes: 200 * KIB,
        ready: (page) => page.getByRole('button', { name: /^(Log in|ログイン)$/ }).waitFor(),
        context: (browser) => browser.newContext(),
      },
      {
        path: '/robot/control',
        title: `/robot/control (signed in as ${demo.operator})`,
        jsAimBytes: 280 * KIB,
        ready: (page) => page.getByRole('heading', { name: robotControlHeading }).waitFor(),
        context: (browser) => browser.newContext({ storageState: session }),
      },
    ];
    console.log(`Bytes on the wire and requests, Chromium, server at ${bench.server.url}`);
    for (const pageCase of cases) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(bench.browser, bench.server.url, pageCase));
      print(pageCase, runs);
    }
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

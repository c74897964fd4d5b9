// Prints (does not assert) how much JavaScript the console ships, as bytes on the wire: the body
// of each script as Chromium received it from the real server (compressed when the server
// compressed it, whole when it did not), for /auth/login and /robot/control, against the aims
// (shell <= 250 KB, plugin entry <= 100 KB, no Konva or exceljs in the shell). For each page:
// - the shell: the host's initial scripts from index.html plus the lazy shell parts the page's
//   frame fetched before the page's plugin was requested (the layout, for a signed-in page);
// - the shared modules the plugin imports (Fluent components, SDK and model files), served by the
//   host but fetched for the plugin after its entry was requested; they count towards the plugin;
// - each plugin file; the host parts fetched only once the page was ready (idle-time extras such as
//   the header's fault watch, not part of the first screen); and the total of all.
// Then each first-party plugin's entry from packages/plugins/*/dist: its size on disk, and gzipped
// by this bench only as an estimate of what compression could give (not what is sent).
// wire-bytes.ts measures the whole page loads (headers, requests, warm reloads).
// Run: `tsx bench/bundle-size.ts`.
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../e2e/fixtures/chromiumLaunch.js';
import { demo, DEMO_PASSWORD } from '../shared/demoAccounts.js';
import { repoRoot, removeDataDir, startServerProcess } from '../e2e/fixtures/serverProcess.js';

const SHELL_AIM_BYTES = 250 * 1024;
const PLUGIN_AIM_BYTES = 100 * 1024;
// Heavy libraries that belong in the plugins that draw maps or write spreadsheets, never the shell.
const FORBIDDEN_IN_SHELL: { name: string; pattern: RegExp }[] = [
  { name: 'Konva', pattern: /konva/i },
  { name: 'exceljs', pattern: /exceljs/i },
];

interface Script {
  url: string;
  raw: number;
  /** The body's bytes as received (Content-Encoding applied by the server, or none). */
  wire: number;
  flags: string[];
  /** How many times the page fetched it (a plugin entry may be fetched for its integrity check too). */
  fetches: number;
  /** Whether the page asked for it only after it asked for a plugin file. */
  afterPlugin: boolean;
  /** Whether the page asked for it only once it was ready (idle-time extras such as the header's fault watch). */
  afterReady: boolean;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function isScript(response: Response): Promise<boolean> {
  const type = response.request().resourceType();
  const contentType = (await response.allHeaders())['content-type'] ?? '';
  return type === 'script' || /javascript/.test(contentType);
}

/** Loads `path` in a fresh page and measures every script it fetched until it was ready and the network idle. */
async function measurePage(browser: Browser, baseURL: string, path: string, ready: (page: Page) => Promise<void>, token?: string): Promise<Script[]> {
  const context = await browser.newContext({ baseURL });
  if (token) {
    await context.addInitScript((value) => localStorage.setItem('fleetdeck.token', value), token);
  }
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  let pluginRequested = false;
  let pageReady = false;
  const requestedAfterPlugin = new Set<string>();
  const requestedAfterReady = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (pageReady) requestedAfterReady.add(path);
    // A plugin's code, not the plugin index or a plugin.json the host reads at boot.
    if (path.startsWith('/plugins/') && path.endsWith('.js')) pluginRequested = true;
    else if (pluginRequested) requestedAfterPlugin.add(path);
  });
  page.on('response', (response) => {
    pending.push(
      (async () => {
        if (!response.ok() || !(await isScript(response))) return null;
        const body = await response.body();
        const text = body.toString('utf8');
        const url = new URL(response.url());
        const flags = FORBIDDEN_IN_SHELL.filter(({ pattern }) => pattern.test(url.pathname) || pattern.test(text)).map(({ name }) => name);
        const afterPlugin = requestedAfterPlugin.has(url.pathname);
        const afterReady = requestedAfterReady.has(url.pathname);
        const { responseBodySize } = await response.request().sizes();
        return { url: url.pathname, raw: body.length, wire: responseBodySize, flags, fetches: 1, afterPlugin, afterReady };
      })().catch(() => null),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Boot fetches the manifest and plugin index before it loads a plugin: wait for the page itself.
  await ready(page);
  pageReady = true;
  await page.waitForLoadState('networkidle');
  const landedOn = new URL(page.url()).pathname;
  if (landedOn !== path) console.warn(`  note: ${path} ended on ${landedOn}`);
  const byUrl = new Map<string, Script>();
  for (const script of await Promise.all(pending)) {
    if (!script) continue;
    const seen = byUrl.get(script.url);
    if (seen) seen.fetches += 1;
    else byUrl.set(script.url, script);
  }
  await context.close();
  return [...byUrl.values()];
}

/** The scripts index.html loads before anything else (entry and module preloads). */
async function initialScripts(baseURL: string): Promise<Set<string>> {
  const html = await (await fetch(`${baseURL}/auth/login`)).text();
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map((m) => m[1] ?? '');
  return new Set(urls.map((url) => new URL(url, baseURL).pathname));
}

const SHOWN_SCRIPTS = 12;

function printScripts(title: string, scripts: Script[], initial: Set<string>): void {
  const sum = (list: Script[]) => list.reduce((total, script) => total + script.wire, 0);
  // What the shell loads once the page is ready (when the browser is idle) is not part of the first screen.
  const afterReady = scripts.filter((script) => script.afterReady && !script.url.startsWith('/plugins/'));
  const firstScreen = scripts.filter((script) => !afterReady.includes(script));
  const plugins = firstScreen.filter((script) => script.url.startsWith('/plugins/'));
  const hostServed = firstScreen.filter((script) => !script.url.startsWith('/plugins/'));
  const hostInitial = hostServed.filter((script) => initial.has(script.url));
  const shell = hostServed.filter((script) => initial.has(script.url) || !script.afterPlugin);
  const forPlugin = hostServed.filter((script) => !initial.has(script.url) && script.afterPlugin);
  const shellTotal = sum(shell);
  const verdict = (bytes: number, aim: number) => (bytes > aim ? `OVER the ${kb(aim)} aim` : `within the ${kb(aim)} aim`);
  console.log(`\n${title}: ${scripts.length} scripts, ${kb(sum(scripts))} wire in all`);
  console.log(`  shell            ${kb(shellTotal).padStart(10)} wire  ${verdict(shellTotal, SHELL_AIM_BYTES)} (${shell.length} scripts)`);
  console.log(`    host initial   ${kb(sum(hostInitial)).padStart(10)} wire  (index.html's entry and preloads, ${hostInitial.length} scripts)`);
  console.log(`    page frame     ${kb(shellTotal - sum(hostInitial)).padStart(10)} wire  (lazy shell parts fetched before the plugin, ${shell.length - hostInitial.length} scripts)`);
  console.log(`  shared modules   ${kb(sum(forPlugin)).padStart(10)} wire  (host-served Fluent, SDK and model parts fetched for the plugin, ${forPlugin.length} scripts)`);
  for (const plugin of plugins) {
    const fetches = plugin.fetches > 1 ? `, fetched ${plugin.fetches} times` : '';
    console.log(`  plugin file      ${kb(plugin.wire).padStart(10)} wire  (${plugin.url}${fetches})`);
  }
  const pluginWithShared = sum(plugins) + sum(forPlugin);
  console.log(`  plugin + shared  ${kb(pluginWithShared).padStart(10)} wire  ${verdict(pluginWithShared, PLUGIN_AIM_BYTES)} (its files and the shared modules fetched for it)`);
  console.log(`  host-served      ${kb(sum(hostServed)).padStart(10)} wire  (shell and shared modules together)`);
  console.log(`  after the page   ${kb(sum(afterReady)).padStart(10)} wire  (host parts fetched once the page was ready, when idle: ${afterReady.length} scripts)`);
  console.log(`  total            ${kb(sum(scripts)).padStart(10)} wire`);
  const flagged = hostServed.filter((script) => script.flags.length > 0);
  console.log(flagged.length === 0 ? '  Konva, exceljs: not in the shell' : `  FLAG: ${flagged.map((s) => `${s.url} contains ${s.flags.join(', ')}`).join('; ')}`);
  const largest = [...hostServed].sort((a, b) => b.wire - a.wire);
  console.log(`  largest host-served scripts:`);
  for (const script of largest.slice(0, SHOWN_SCRIPTS)) {
    const fetches = script.fetches > 1 ? ` (fetched ${script.fetches} times)` : '';
    const role = initial.has(script.url) ? ' [initial]' : script.afterPlugin ? ' [for the plugin]' : ' [frame]';
    console.log(`  ${String(script.wire).padStart(8)} wire  ${String(script.raw).padStart(9)} raw  ${script.url}${role}${fetches}`);
  }
  if (largest.length > SHOWN_SCRIPTS) console.log(`  … and ${largest.length - SHOWN_SCRIPTS} smaller ones (${kb(sum(largest.slice(SHOWN_SCRIPTS)))} on the wire)`);
}

async function apiToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/operators/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: demo.operator, loginPw: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login answered ${response.status}`);
  return body.token;
}

async function printPluginEntries(): Promise<void> {
  const pluginsRoot = join(repoRoot, 'packages/plugins');
  console.log('\nFirst-party plugin entries on disk (gz: gzipped by this bench, an estimate, not what the server sends):');
  const folders = (await readdir(pluginsRoot, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const folder of folders.sort()) {
    const manifestPath = join(pluginsRoot, folder, 'dist/plugin.json');
    if (!existsSync(manifestPath)) {
      console.log(`  ${folder}: not built (no dist/plugin.json)`);
      continue;
    }
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { id: string; entry: string };
    const entry = await readFile(join(pluginsRoot, folder, 'dist', manifest.entry));
    // A code-split entry may be a facade over a chunk it imports statically: count those chunks too.
    const deps = JSON.parse(/^System\.register\((\[[^\]]*\])/.exec(entry.toString('utf8'))?.[1] ?? '[]') as string[];
    const files = [entry];
    for (const dep of deps.filter((name) => name.startsWith('./'))) files.push(await readFile(join(pluginsRoot, folder, 'dist', dep)));
    const gzipped = files.reduce((total, file) => total + gzipSync(file).length, 0);
    const raw = files.reduce((total, file) => total + file.length, 0);
    const over = gzipped > PLUGIN_AIM_BYTES ? `  over the ${kb(PLUGIN_AIM_BYTES)} aim if sent gzipped` : '';
    const withChunks = files.length > 1 ? ` + ${files.length - 1} chunk(s) it imports` : '';
    console.log(`  ${String(gzipped).padStart(8)} gz  ${String(raw).padStart(9)} raw  ${manifest.id} (${manifest.entry}${withChunks})${over}`);
  }
}

/** Runs the benchmark and prints its report. */
async function main(): Promise<void> {
  const server = await startServerProcess({ pluginsDir: null });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    console.log(`Bundle size, bytes on the wire (aim: shell <= ${kb(SHELL_AIM_BYTES)}, each plugin entry <= ${kb(PLUGIN_AIM_BYTES)})`);
    const loginReady = (page: Page) => page.getByRole('button', { name: /^(Log in|ログイン)$/ }).waitFor();
    // The page itself, not just the side bar: the plugin (and its chunks and parts) loads after the shell.
    const controlReady = (page: Page) => page.getByRole('heading', { name: /^(Robot control|ロボット操作)$/ }).waitFor();
    const initial = await initialScripts(server.url);
    printScripts('/auth/login', await measurePage(browser, server.url, '/auth/login', loginReady), initial);
    const token = await apiToken(server.url);
    printScripts('/robot/control (signed in)', await measurePage(browser, server.url, '/robot/control', controlReady, token), initial);
    await printPluginEntries();
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

await main();

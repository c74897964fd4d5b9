// Prints (does not assert) how much JavaScript the console ships: the shell's initial scripts for
// /auth/login and /robot/control, gzipped, as Chromium receives them from the real server, and
// each first-party plugin's entry from packages/plugins/*/dist. Run: `tsx bench/bundle-size.ts`.
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
  gzipped: number;
  flags: string[];
  /** How many times the page fetched it (a plugin entry may be fetched for its integrity check too). */
  fetches: number;
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
  page.on('response', (response) => {
    pending.push(
      (async () => {
        if (!response.ok() || !(await isScript(response))) return null;
        const body = await response.body();
        const text = body.toString('utf8');
        const url = new URL(response.url());
        const flags = FORBIDDEN_IN_SHELL.filter(({ pattern }) => pattern.test(url.pathname) || pattern.test(text)).map(({ name }) => name);
        return { url: url.pathname, raw: body.length, gzipped: gzipSync(body).length, flags, fetches: 1 };
      })().catch(() => null),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Boot fetches the manifest and plugin index before it loads a plugin: wait for the page itself.
  await ready(page);
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

function printScripts(title: string, scripts: Script[]): void {
  const sum = (list: Script[]) => list.reduce((total, script) => total + script.gzipped, 0);
  // Plugin bundles the page pulled in are counted apart: the aim is for the host's own code.
  const shell = scripts.filter((script) => !script.url.startsWith('/plugins/'));
  const shellTotal = sum(shell);
  const over = shellTotal > SHELL_AIM_BYTES ? `  OVER the ${kb(SHELL_AIM_BYTES)} aim` : '';
  console.log(`\n${title}: ${scripts.length} scripts, ${sum(scripts)} bytes gzipped in all (${kb(sum(scripts))})`);
  console.log(`  shell (host) ${shellTotal} bytes gz (${kb(shellTotal)})${over}; plugins ${sum(scripts) - shellTotal} bytes gz`);
  for (const script of [...scripts].sort((a, b) => b.gzipped - a.gzipped)) {
    const flags = script.flags.length > 0 ? `  FLAG: contains ${script.flags.join(', ')}` : '';
    const fetches = script.fetches > 1 ? ` (fetched ${script.fetches} times)` : '';
    console.log(`  ${String(script.gzipped).padStart(8)} gz  ${String(script.raw).padStart(9)} raw  ${script.url}${fetches}${flags}`);
  }
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
  console.log('\nFirst-party plugin entries (gzipped):');
  for (const folder of (await readdir(pluginsRoot)).sort()) {
    const manifestPath = join(pluginsRoot, folder, 'dist/plugin.json');
    if (!existsSync(manifestPath)) {
      console.log(`  ${folder}: not built (no dist/plugin.json)`);
      continue;
    }
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { id: string; entry: string };
    const entry = await readFile(join(pluginsRoot, folder, 'dist', manifest.entry));
    const gzipped = gzipSync(entry).length;
    const over = gzipped > PLUGIN_AIM_BYTES ? `  OVER the ${kb(PLUGIN_AIM_BYTES)} aim` : '';
    console.log(`  ${String(gzipped).padStart(8)} gz  ${String(entry.length).padStart(9)} raw  ${manifest.id} (${manifest.entry})${over}`);
  }
}

/** Runs the benchmark and prints its report. */
async function main(): Promise<void> {
  const server = await startServerProcess({ pluginsDir: null });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    console.log(`Bundle size (aim: shell <= ${kb(SHELL_AIM_BYTES)} gz, each plugin entry <= ${kb(PLUGIN_AIM_BYTES)} gz)`);
    const loginReady = (page: Page) => page.getByRole('button', { name: /^(Log in|ログイン)$/ }).waitFor();
    const controlReady = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|メインメニュー)$/ }).waitFor();
    printScripts('Shell, /auth/login', await measurePage(browser, server.url, '/auth/login', loginReady));
    const token = await apiToken(server.url);
    printScripts('Shell, /robot/control (signed in)', await measurePage(browser, server.url, '/robot/control', controlReady, token));
    await printPluginEntries();
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

await main();

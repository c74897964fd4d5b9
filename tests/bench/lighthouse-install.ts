// Lighthouse for the benchmark, installed on demand into a folder the bench owns
// (tests/bench/.lighthouse, git-ignored): it is not a dependency of the tests `npm test` installs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The version issue 16 measures with (runs on Node 20). */
export const LIGHTHOUSE_VERSION = '12.2.3';

const folder = join(dirname(fileURLToPath(import.meta.url)), '.lighthouse');
// Imported from inside the folder, so Node resolves lighthouse and its own puppeteer-core there.
const entry = join(folder, 'entry.mjs');

/** A Lighthouse result, the parts the bench reads. */
export interface LighthouseResult {
  lhr: {
    finalDisplayedUrl: string;
    runtimeError?: { code: string; message: string };
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
  };
}

/** The page type of puppeteer-core, the parts the bench uses. */
export interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  url(): string;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  waitForNavigation(options?: { timeout?: number }): Promise<unknown>;
  waitForFunction(script: string, options?: { timeout?: number }): Promise<unknown>;
  createCDPSession(): Promise<{ send(method: string, params?: object): Promise<unknown> }>;
}

/** The browser type of puppeteer-core, the parts the bench uses. */
export interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}

/** What the bench takes from Lighthouse and its puppeteer-core. */
export interface LighthouseModules {
  navigation(page: PuppeteerPage, url: string, options: { config?: object; flags?: object }): Promise<LighthouseResult | undefined>;
  desktopConfig: object;
  launch(options: { executablePath: string; args: string[]; headless: boolean }): Promise<PuppeteerBrowser>;
}

function installedVersion(): string | null {
  const manifest = join(folder, 'node_modules/lighthouse/package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : null;
}

/** Installs Lighthouse when it is missing or another version, then imports it. */
export async function loadLighthouse(): Promise<LighthouseModules> {
  if (installedVersion() !== LIGHTHOUSE_VERSION) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${folder} (once)`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const run = spawnSync(npm, ['install', '--prefix', folder, '--save-exact', '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
    if (run.status !== 0 || installedVersion() !== LIGHTHOUSE_VERSION) throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed`);
  }
  writeFileSync(entry, "export { navigation, desktopConfig } from 'lighthouse';\nexport { launch } from 'puppeteer-core';\n");
  return (await import(pathToFileURL(entry).href)) as LighthouseModules;
}

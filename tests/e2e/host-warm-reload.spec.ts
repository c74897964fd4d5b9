// Issue 16: host assets and plugin bundles have content-hashed names and are cached immutable, so
// a warm reload (same tab, reload) sends no script request at all, not even a 304; they come
// compressed. Bytes on the wire are what Chromium counts (CDP encodedDataLength), logged for the
// record.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

test.use({ simRobots: 14 });

interface Traffic {
  /** Script responses that came from the server (200 or 304), not from the browser's cache. */
  scriptsFromServer: () => string[];
  /** Bytes on the wire: everything, and scripts only. */
  bytes: () => { all: number; scripts: number; scriptCount: number };
  /** Scripts the server sent other than brotli-compressed (Chromium accepts brotli). */
  notBrotli: () => string[];
}

/** Watches the page's network through CDP (which tells a cached answer from one off the wire). */
async function watchTraffic(page: Page): Promise<Traffic> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { url: string; fromServer: boolean; encoding: string }>();
  const sizes = new Map<string, number>();
  // Sent before the response event, for a request answered from the browser's cache.
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', (event) => servedFromCache.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const { response, type, requestId } = event;
    if (type !== 'Script') return;
    const offTheWire = !response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker && !(response as { fromMemoryCache?: boolean }).fromMemoryCache;
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    scripts.set(requestId, { url: `${response.status} ${new URL(response.url).pathname}`, fromServer: offTheWire && !servedFromCache.has(requestId), encoding: String(encoding) });
  });
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  // Scripts whose bytes the server sent (200s, not 304s).
  const sentBodies = () => [...scripts].filter(([, s]) => s.fromServer && !s.url.startsWith('304'));
  return {
    scriptsFromServer: () => [...scripts.values()].filter((s) => s.fromServer).map((s) => s.url),
    bytes: () => {
      let all = 0;
      let scriptBytes = 0;
      for (const [id, size] of sizes) {
        all += size;
        if (scripts.has(id)) scriptBytes += size;
      }
      return { all, scripts: scriptBytes, scriptCount: scripts.size };
    },
    // Every script has a brotli copy, however small (the build writes one beside each).
    notBrotli: () => sentBodies().filter(([, s]) => s.encoding !== 'br').map(([, s]) => `${s.url} (${s.encoding})`),
  };
}

async function loadAndReload(context: BrowserContext, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  const page = await context.newPage();
  const cold = await watchTraffic(page);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const coldBytes = cold.bytes();
  console.log(`${path} cold: ${coldBytes.all} bytes, scripts ${coldBytes.scripts} bytes in ${coldBytes.scriptCount} files`);
  expect(cold.scriptsFromServer().length).toBeGreaterThan(0);
  expect(cold.notBrotli()).toEqual([]);

  const warm = await watchTraffic(page);
  await page.reload();
  await ready(page);
  await page.waitForLoadState('networkidle');
  console.log(`${path} warm reload: ${warm.bytes().all} bytes, script requests to the server: ${warm.scriptsFromServer().length}`);
  expect(warm.scriptsFromServer()).toEqual([]);
  await page.close();
}

test('a warm reload of the login page sends no script request; every script comes brotli-compressed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await loadAndReload(context, '/auth/login', (page) => expect(page.getByRole('button', { name: 'Log in' })).toBeVisible());
  await context.close();
});

test('a warm reload of robot control, signed in, sends no script request; every script comes brotli-compressed', async ({ browser, baseURL }) => {
  // Sign in in one context and carry the session to a fresh one, so robot control loads cold.
  const signIn = await browser.newContext({ baseURL });
  const page = await signIn.newPage();
  await login(page, demo.operator);
  const storageState = await signIn.storageState();
  await signIn.close();
  const context = await browser.newContext({ baseURL, storageState });
  await loadAndReload(context, '/robot/control', (control) => expect(control.getByTestId('robot-card').first()).toBeVisible());
  await context.close();
});

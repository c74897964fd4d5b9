// The console opened over plain HTTP under a LAN host name (not localhost): the browser gives no
// SubtleCrypto there, yet plugins with an integrity hash (the sign-in plugin among them) must load,
// and a bundle whose bytes do not match must still be refused: the browser's own Subresource
// Integrity check on the script element works in insecure contexts too.
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './fixtures/chromiumLaunch.js';
import { demo, expect, labels, login, mainMenu, test } from './fixtures/test.js';

// A made-up LAN name that Chromium's own resolver maps to the test server's loopback address, so
// the page's origin really is http://<name>:<port> (an insecure context), network included.
const LAN_HOST = 'fleet-console.lan';

let lanBrowser: Browser;
test.beforeAll(async () => {
  lanBrowser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
  });
});
test.afterAll(async () => {
  await lanBrowser?.close();
});

async function openOnLanHost(serverUrl: string): Promise<Page> {
  const port = new URL(serverUrl).port;
  const context = await lanBrowser.newContext({ baseURL: `http://${LAN_HOST}:${port}`, locale: 'en-US' });
  return context.newPage();
}

test.describe('plain HTTP under a LAN host name', () => {
  test('the sign-in plugin (with its integrity hash) loads without SubtleCrypto and signs in', async ({ server }) => {
    const index = (await (await fetch(`${server.url}/plugins/index.json`)).json()) as { id: string; integrity?: string }[];
    expect(index.find((plugin) => plugin.id === 'auth')?.integrity).toMatch(/^sha384-/);

    const page = await openOnLanHost(server.url);
    await page.goto('/auth/login');
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof globalThis.crypto?.subtle }))).toEqual({
      secure: false,
      subtle: 'undefined',
    });
    await expect(page.getByLabel(labels.email)).toBeVisible();
    await expect(page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) })).toHaveCount(0);

    await login(page, demo.operator);
    await expect(page).toHaveURL((url) => url.host.startsWith(LAN_HOST) && url.pathname === '/robot/control');
    await expect(mainMenu(page)).toBeVisible();
    await page.context().close();
  });

  test('a bundle whose bytes do not match its integrity hash is still refused', async ({ server }) => {
    const page = await openOnLanHost(server.url);
    await login(page, demo.operator);
    await page.goto('/e2e/fault/integrity');
    const panel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
    await expect(panel).toHaveAttribute('data-plugin-id', 'e2e-integrity');
    // Refused for its hash, not because hashing failed ("could not be loaded").
    await expect(panel).toContainText(/integrity/);
    await expect(page.getByRole('heading', { name: 'Fault plugin rendered' })).toHaveCount(0);
    await page.context().close();
  });
});

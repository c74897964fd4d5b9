// How plugin code reaches the browser: each entry is fetched once (its integrity is checked on
// the bytes that then run), a plugin whose plugin.json lists its sharedImports gets only those
// parts of Fluent and the SDK, and a bundle without the list still gets the whole namespaces.
import { demo, expect, login, test } from './fixtures/test.js';

test('entries are fetched once; listed shared imports load in parts, unlisted ones whole', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const whole = (name: string) => fetched.filter((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path));

  // The auth plugin (built with sharedImports) signs in without the whole Fluent or SDK namespace.
  await login(page, demo.operator);
  expect(fetched.filter((path) => path === '/plugins/auth/index.js')).toHaveLength(1);
  expect(whole('fluentNamespace')).toEqual([]);
  expect(whole('sdkNamespace')).toEqual([]);

  // The hand-written probe bundle lists nothing, so it gets the whole SDK namespace and works.
  await page.goto('/e2e/probe');
  await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
  expect(fetched.filter((path) => path === '/plugins/e2e-probe/index.js')).toHaveLength(1);
  expect(whole('sdkNamespace')).toHaveLength(1);
});

// How plugin code reaches the browser: each entry is loaded once, by script element, so the
// browser checks its integrity (Subresource Integrity) and no page code evaluates it; a plugin whose plugin.json lists its sharedImports gets only those
// parts of Fluent and the SDK, and a bundle without the list still gets the whole namespaces.
// A code-split plugin (robots) loads a page's chunk only when that page opens, checked against
// the integrity its plugin.json gives the chunk.
import { demo, expect, labels, login, mainMenu, menuLink, test } from './fixtures/test.js';

/** Whether a path is a built plugin's entry, named by its content hash (index-<hash>.js). */
const isBuiltEntry = (path: string, id: string) => new RegExp(`^/plugins/${id}/index-[\\w-]{8}\\.js$`).test(path);

test('entries are fetched once; listed shared imports load in parts, unlisted ones whole', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const whole = (name: string) => fetched.filter((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path));

  // The auth plugin (built with sharedImports) signs in without the whole Fluent or SDK namespace.
  const entryLoads: string[] = [];
  page.on('request', (request) => {
    if (isBuiltEntry(new URL(request.url()).pathname, 'auth')) entryLoads.push(request.resourceType());
  });
  await login(page, demo.operator);
  expect(fetched.filter((path) => isBuiltEntry(path, 'auth'))).toHaveLength(1);
  // A script element, not a fetch whose text is then evaluated (which would need 'unsafe-eval').
  expect(entryLoads).toEqual(['script']);
  expect(whole('fluentNamespace')).toEqual([]);
  expect(whole('sdkNamespace')).toEqual([]);

  // The hand-written probe bundle lists nothing, so it gets the whole SDK namespace and works.
  await page.goto('/e2e/probe');
  await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
  expect(fetched.filter((path) => path === '/plugins/e2e-probe/index.js')).toHaveLength(1);
  expect(whole('sdkNamespace')).toHaveLength(1);
});

test('a code-split plugin loads a page\'s chunk on demand, and refuses a chunk whose bytes changed', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // The build may move the entry's code into a chunk shared with the pages; page chunks are named after the page.
  const pageChunks = () => fetched.filter((path) => /^\/plugins\/robots\/chunks\/Robot\w*Page-[\w-]+\.js$/.test(path));

  // Robot control is in the entry: no chunk of the other pages is fetched for it.
  await login(page, demo.orgAdmin);
  // Count the fresh load of robot/control only: signing in lands on robot/control, which fetches
  // the entry too (the host starts loading a page's plugin while the shell frame loads).
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  fetched.length = 0;
  await page.goto('/robot/control');
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  expect(fetched.filter((path) => isBuiltEntry(path, 'robots'))).toHaveLength(1);
  expect(pageChunks()).toEqual([]);

  // The list page arrives as a chunk and works, served with the SDK parts it imports.
  await menuLink(page, '/robot/list').click();
  await expect(page.getByTestId('resource-table-robots')).toBeVisible();
  expect(pageChunks()).toEqual([expect.stringMatching(/\/RobotListPage-/)]);
  expect(fetched.filter((path) => /^\/assets\/sdkNamespace-[\w-]+\.js$/.test(path))).toEqual([]);

  // The same chunk with other bytes fails its integrity: the page shows the plugin error, not the page.
  const tampered = await page.context().newPage();
  await tampered.route('**/plugins/robots/chunks/RobotListPage-*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// changed` });
  });
  await tampered.goto('/robot/list');
  const failure = tampered.getByRole('alert').filter({ has: tampered.getByRole('button', { name: labels.retry }) });
  await expect(failure).toHaveAttribute('data-plugin-id', 'robots');
  await expect(tampered.getByTestId('resource-table-robots')).toHaveCount(0);
  await tampered.close();
});

test('an entry whose bytes changed is refused by the browser before it runs, and shows the integrity error with Retry', async ({ page }) => {
  await page.route('**/plugins/auth/index-*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `window.__tamperedEntryRan = true;\n${await response.text()}` });
  });
  await page.goto('/auth/login');
  const failure = page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
  await expect(failure).toHaveAttribute('data-plugin-id', 'auth');
  await expect(failure).toContainText(/integrity/);
  expect(await page.evaluate(() => '__tamperedEntryRan' in window)).toBe(false);

  // Once the right bytes are served again, Retry loads the plugin.
  await page.unroute('**/plugins/auth/index-*.js');
  await failure.getByRole('button', { name: labels.retry }).click();
  await expect(page.getByLabel(labels.email)).toBeVisible();
  await expect(failure).toHaveCount(0);
});

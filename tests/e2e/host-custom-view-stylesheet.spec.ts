// Spec §2 "Custom routes" and §8: a custom view loads with the stylesheet its manifest entry
// declares (styleUrl); without one nothing is asked for (issue 22: no guessed .css and its 404 on
// every load); a declared stylesheet that is not there is ignored and the view still renders.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

const viewsDir = join(import.meta.dirname, 'test-plugins/custom-views');
const stylesheetColour = 'rgb(1, 2, 3)';

function stylesheetRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.css')) seen.push(`${path} ${response.status()}`);
  });
  // A missing stylesheet answers 404 JSON; with `X-Content-Type-Options: nosniff` (issue 13) the
  // browser aborts a stylesheet of that type instead of completing the response.
  page.on('requestfailed', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.css')) seen.push(`${path} refused`);
  });
  return seen;
}

test.describe('custom view stylesheets', () => {
  // The manifest is per data folder: these tests get their own server.
  test.use({ freshServer: true });

  test.beforeEach(async ({ page, server }) => {
    const script = await readFile(join(viewsDir, 'hello-view.js'));
    // hello-view.js has hello-view.css beside it; plain-view.js (the same code) has none.
    await server.writeCustom('views/hello-view.js', script);
    await server.writeCustom('views/hello-view.css', await readFile(join(viewsDir, 'hello-view.css')));
    await server.writeCustom('views/plain-view.js', script);
    const view = (id: string, scriptUrl: string, extra: Record<string, unknown> = {}) => ({
      id,
      path: id,
      scriptUrl,
      component: 'HelloView',
      meta: { title: { en: id, ja: id } },
      ...extra,
    });
    const manifest = {
      views: [
        view('declared', '/custom/views/hello-view.js', { styleUrl: '/custom/views/hello-view.css' }),
        view('undeclared', '/custom/views/hello-view.js'),
        view('no-stylesheet', '/custom/views/plain-view.js'),
        view('missing-stylesheet', '/custom/views/hello-view.js', { styleUrl: '/custom/views/not-there.css' }),
      ],
    };
    await server.writeCustom('manifest.json', JSON.stringify(manifest));
    await login(page, demo.operator);
  });

  test('the declared stylesheet is loaded and applied', async ({ page }) => {
    const requested = stylesheetRequests(page);
    await page.goto('/custom/declared');
    const heading = page.getByRole('heading', { name: 'Hello from a custom view' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('color', stylesheetColour);
    expect(requested).toContain('/custom/views/hello-view.css 200');
    await expect(page.locator('link[data-custom-view="declared"]')).toHaveAttribute('href', '/custom/views/hello-view.css');
  });

  test('a view that declares no stylesheet asks for none, not even the one beside its script', async ({ page }) => {
    const requested = stylesheetRequests(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/custom/no-stylesheet', '/custom/undeclared']) {
      await page.goto(path);
      const heading = page.getByRole('heading', { name: 'Hello from a custom view' });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveCSS('color', stylesheetColour);
    }
    await expect(page.locator('link[data-custom-view]')).toHaveCount(0);
    // The console's own stylesheets aside, no stylesheet is asked for.
    expect(requested.filter((entry) => entry.startsWith('/custom/'))).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a styleUrl that does not exist is ignored and the view renders', async ({ page }) => {
    const requested = stylesheetRequests(page);
    await page.goto('/custom/missing-stylesheet');
    const heading = page.getByRole('heading', { name: 'Hello from a custom view' });
    await expect(heading).toBeVisible();
    await expect.poll(() => requested.filter((entry) => /^\/custom\/views\/not-there\.css (404|refused)$/.test(entry))).toHaveLength(1);
    await expect(page.locator('link[data-custom-view="missing-stylesheet"]')).toHaveCount(0);
    // Only the declared stylesheet is asked for: not hello-view.css beside the script.
    expect(requested.filter((entry) => entry.startsWith('/custom/views/hello-view.css'))).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

// Issue 22 items 3 and 5: a plugin or custom view that fails to load explains why in its error
// panel (the evaluation error, the unresolved import, the missing file's address and status, an
// integrity refusal) with "Copy details", for administrators; others see the plain message. A view
// built for another SDK is refused with the plugins' message. The faulty views are written here,
// each with exactly one fault.
import type { Page } from '@playwright/test';
import { demo, expect, labels, login, test, type TestServer } from './fixtures/test.js';

const throwsAtImport = `System.register([], function () {
  return { execute: function () { throw new Error('the view broke while importing'); } };
});`;

const importsUnknownPackage = `System.register(['left-pad'], function () {
  return { setters: [function () {}], execute: function () {} };
});`;

const healthyView = `System.register(['react'], function (_export) {
  var React;
  return {
    setters: [function (m) { React = m; }],
    execute: function () {
      _export('FutureView', function FutureView() { return React.createElement('h1', null, 'Future view rendered'); });
    },
  };
});`;

async function installViews(server: TestServer): Promise<void> {
  await server.writeCustom('views/throws.js', throwsAtImport);
  await server.writeCustom('views/bare.js', importsUnknownPackage);
  await server.writeCustom('views/future.js', healthyView);
  const view = (id: string, scriptUrl: string, extra: Record<string, unknown> = {}) => ({
    id, path: id, scriptUrl, component: 'View', meta: { title: { en: id, ja: id } }, ...extra,
  });
  const manifest = {
    views: [
      view('throws', '/custom/views/throws.js'),
      view('bare', '/custom/views/bare.js'),
      view('gone', '/custom/views/gone.js'),
      view('future', '/custom/views/future.js', { component: 'FutureView', sdk: '^2.0.0' }),
    ],
  };
  await server.writeCustom('manifest.json', JSON.stringify(manifest, null, 2));
}

function errorPanel(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
}

function details(page: Page) {
  return page.getByRole('region', { name: 'Details' });
}

test.describe('load failures explain themselves', () => {
  test.use({ freshServer: true });

  test.describe('to an administrator', () => {
    test.beforeEach(async ({ page, server }) => {
      await installViews(server);
      await login(page, demo.orgAdmin);
    });

    test('a throw at module evaluation shows its message, and Copy details copies it', async ({ page }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/custom/throws');
      await expect(errorPanel(page)).toContainText(/"throws" could not be loaded/);
      await expect(details(page)).toContainText('Error: the view broke while importing');
      await expect(details(page)).toContainText(/Address: http:\/\/[^\n]+\/custom\/views\/throws\.js/);
      await details(page).getByRole('button', { name: 'Copy details' }).click();
      await expect(details(page).getByRole('status')).toHaveText('Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('The module "throws" could not be loaded.');
      expect(copied).toContain('the view broke while importing');
    });

    test('an unresolved bare import is named', async ({ page }) => {
      await page.goto('/custom/bare');
      await expect(errorPanel(page)).toBeVisible();
      await expect(details(page)).toContainText('Unresolved import: left-pad');
    });

    test('a missing script gives its address and HTTP status', async ({ page }) => {
      await page.goto('/custom/gone');
      await expect(errorPanel(page)).toBeVisible();
      await expect(details(page)).toContainText(/Address: http:\/\/[^\n]+\/custom\/views\/gone\.js/);
      await expect(details(page)).toContainText('HTTP status: 404');
    });

    test('an integrity refusal names the file and the expected hash', async ({ page }) => {
      await page.goto('/e2e/fault/integrity');
      await expect(errorPanel(page)).toContainText(/integrity/);
      await expect(details(page)).toContainText(/Address: http:\/\/[^\n]+\/plugins\/e2e-integrity\/index\.js/);
      await expect(details(page)).toContainText(/Error: integrity sha384-/);
    });

    test('the details are in Japanese for a Japanese user', async ({ page }) => {
      await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
      await page.goto('/custom/gone');
      const region = page.getByRole('region', { name: '詳細' });
      await expect(region).toContainText('HTTPステータス: 404');
      await expect(region.getByRole('button', { name: '詳細をコピー' })).toBeVisible();
    });
  });

  test('an operator sees the plain message, without the details', async ({ page, server }) => {
    await installViews(server);
    await login(page, demo.operator);
    await page.goto('/custom/throws');
    await expect(errorPanel(page)).toContainText(/"throws" could not be loaded/);
    await expect(page.getByText('the view broke while importing')).toHaveCount(0);
    await expect(details(page)).toHaveCount(0);
  });

  test('a custom view built for another SDK is refused before its script loads, as a plugin is', async ({ page, server }) => {
    await installViews(server);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await login(page, demo.operator);
    await page.goto('/custom/future');
    await expect(errorPanel(page)).toContainText(/The module "future" needs SDK \^2\.0\.0, but this console provides \d+\.\d+\.\d+\./);
    await expect(page.getByRole('heading', { name: 'Future view rendered' })).toHaveCount(0);
    expect(requested).not.toContain('/custom/views/future.js');
  });
});

// System pages (spec §2 "system…", issue 5): the top page, configuration with its rules, webhooks
// and IAM services for administrators, error codes, sync history and SkyWay keys, role refusals.
import { demo, expect, login, menuLink, test } from './fixtures/test.js';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('system pages', () => {
  test('a system administrator manages configuration, reads error codes and sync history, and rotates a SkyWay key', async ({ page }) => {
    await login(page, demo.system);
    await menuLink(page, '/system').click();
    await expect(page).toHaveURL(/\/system$/);
    const links = page.getByRole('list', { name: 'System pages' });
    // Eleven system pages, plus registering a new customer and loading master data (auth/register, auth/init-data).
    await expect(links.getByRole('link')).toHaveCount(13);
    await links.getByRole('link', { name: 'Configuration' }).click();
    await expect(page).toHaveURL(/\/system\/config\/list$/);
    await expect(page.getByTestId('resource-table-systemConfigs')).toContainText('mail.sender');

    // Create: a JSON syntax error, then a key that exists, each beside its field; then success.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/system\/config\/create$/);
    await page.getByLabel(/^Key/).fill('mail.sender');
    await page.getByLabel(/^Value type/).selectOption({ label: 'JSON' });
    await page.getByLabel(/^Value/, { exact: false }).last().fill('{"retries": ');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const value = page.getByRole('textbox', { name: 'Value' });
    await expect(value).toHaveAccessibleDescription(/^The JSON is not valid: /);
    await value.fill('{"retries": 3}');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Key/)).toHaveAccessibleDescription(/^This name is already in use/);
    const key = unique('e2e.flag');
    await page.getByLabel(/^Key/).fill(key);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/config\/\d+$/);
    await page.getByLabel(/^Description/).fill('Set by the browser test');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.goto('/system/config/list');
    await expect(page.getByTestId('resource-table-systemConfigs')).toContainText('Set by the browser test');
    await page.getByRole('button', { name: `Delete: ${key}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('resource-table-systemConfigs')).not.toContainText(key);

    // Error codes: searchable, in the user's language.
    await page.goto('/system/error-code/list');
    await page.getByRole('searchbox', { name: 'Search codes' }).fill('F0003');
    const codes = page.getByTestId('readonly-table-errorCodes');
    await expect(codes.locator('tbody tr')).toHaveCount(1);
    await expect(codes).toContainText('Automatic position adjustment failed');

    // Sync history: a page per route, with the seeded runs.
    await page.goto('/system/sync-history/list/1');
    const history = page.getByTestId('readonly-table-syncHistory');
    await expect(history.locator('tbody tr')).toHaveCount(20);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/system\/sync-history\/list\/2$/);
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByLabel('Result').selectOption({ label: 'Failed' });
    await expect(page).toHaveURL(/\/list\/1\?status=failed$/);
    await expect(history.locator('tbody tr').first()).toContainText('Failed');

    // SkyWay keys: masked; rotating needs a value of at least 8 characters.
    await page.goto('/system/skyway/list');
    const keys = page.getByTestId('readonly-table-apiKeys');
    await expect(keys).toContainText('SkyWay production');
    await expect(keys.locator('tbody tr').filter({ hasText: 'SkyWay production' })).toContainText('••••••••');
    await page.getByRole('button', { name: 'Rotate: SkyWay production' }).click();
    await page.getByLabel(/^Key value/).fill('short');
    await page.getByRole('button', { name: 'Rotate', exact: true }).click();
    await expect(page.getByLabel(/^Key value/)).toHaveAccessibleDescription(/^Enter at least 8 characters/);
    const tail = String(Math.floor(1000 + Math.random() * 9000));
    await page.getByLabel(/^Key value/).fill(`rotated-by-e2e-${tail}`);
    await page.getByRole('button', { name: 'Rotate', exact: true }).click();
    await expect(keys).toContainText(`rota••••••••${tail}`);
  });

  test('an organization administrator manages webhooks with their rules; system-admin pages and general operators are refused', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/system');
    const links = page.getByRole('list', { name: 'System pages' });
    await expect(links.getByRole('link')).toHaveCount(3);
    await links.getByRole('link', { name: 'Webhooks' }).click();
    const table = page.getByTestId('resource-table-webhooks');
    await expect(table).toContainText('Aozora alarm relay');
    await expect(table).not.toContainText('Hinode meter feed');

    await page.getByRole('button', { name: 'Create' }).click();
    const name = unique('Hook ');
    await page.getByLabel(/^Name/).fill(name);
    await expect(page.getByLabel(/^Type/).locator('option')).toHaveText(['Generic', 'Slack', 'Teams']);
    await page.getByLabel(/^Authentication/).selectOption({ label: 'Bearer token' });
    await page.getByLabel(/^URL/).fill('http://hooks.example/in');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^URL/)).toHaveAccessibleDescription(/^The format is not valid/);
    await page.getByLabel(/^URL/).fill('https://hooks.example/in');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Secret/)).toHaveAccessibleDescription(/^This field is required/);
    await page.getByLabel(/^Secret/).fill('e2e-secret-123');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/webhooks\/\d+$/);
    await expect(page.getByLabel(/^Secret/)).toHaveValue('');
    await page.getByLabel(/^Status/).selectOption({ label: 'Disabled' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/system\/webhooks\/list$/);
    await expect(table).not.toContainText(name);

    for (const path of ['/system/versions/list', '/system/config/create', '/system/skyway/list', '/system/sync-history/list/1', '/system/plugins/list']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });

  test('versions and announcements show their rules beside the fields', async ({ page }) => {
    await login(page, demo.system);

    await page.goto('/system/versions/create');
    await page.getByLabel(/^Version/).fill('2.12.0');
    await page.getByLabel(/^Status/).selectOption({ label: 'Beta' });
    await page.getByLabel(/^Release level/).selectOption({ label: 'Beta' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Version/)).toHaveAccessibleDescription(/^This name is already in use/);
    const version = `4.${Date.now() % 100000}.0`;
    await page.getByLabel(/^Version/).fill(version);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/versions\/\d+$/);
    await page.goto('/system/versions/list');
    await expect(page.getByTestId('resource-table-systemVersions').locator('tbody tr').first()).toContainText(version);

    await page.goto('/system/announcements/create');
    const title = unique('Notice ');
    await page.getByLabel(/^Title \(Japanese\)/).fill('お知らせ');
    await page.getByLabel(/^Title \(English\)/).fill(title);
    await page.getByLabel(/^Body \(Japanese\)/).fill('本文');
    await page.getByLabel(/^Body \(English\)/).fill('Body');
    await page.getByLabel(/^Level/).selectOption({ label: 'Warning' });
    await page.getByLabel(/^Publish from/).fill('2030-01-02T10:00');
    await page.getByLabel(/^Publish until/).fill('2030-01-01T10:00');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Publish until/)).toHaveAccessibleDescription(/^The end of publication must be after its start/);
    await page.getByLabel(/^Publish until/).fill('2030-01-03T10:00');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/announcements\/\d+$/);
    await expect(page.getByLabel(/^Publish until/)).toHaveValue('2030-01-03T10:00');
  });

  test('IAM services and service commands show their rules beside the fields', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/system/iam/service/create');
    await page.getByLabel(/^Service name/).fill(unique('Service '));
    await page.getByLabel(/^Client ID/).fill('aozora-bms');
    await page.getByLabel(/^Scopes/).fill('robots:read, reports:read');
    await page.getByLabel(/^Client secret/).fill('too-short');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Client secret/)).toHaveAccessibleDescription(/^Enter at least 16 characters/);
    await page.getByLabel(/^Client secret/).fill('a-long-enough-secret');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Client ID/)).toHaveAccessibleDescription(/^This name is already in use/);
    await page.getByLabel(/^Client ID/).fill(unique('e2e-client-'));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/iam\/service\/\d+$/);
    await expect(page.getByLabel(/^Scopes/)).toHaveValue('robots:read, reports:read');
    await expect(page.getByLabel(/^Client secret/)).toHaveValue('');

    await page.goto('/system/service-package/list');
    await page.getByRole('link', { name: 'Edit: Building services' }).click();
    const commands = page.getByTestId('resource-table-serviceCommands');
    await expect(commands).toContainText('Call elevator');
    await page.getByLabel('Bundle of new commands').fill('elevator');
    await page.getByRole('button', { name: 'Create' }).last().click();
    await expect(page).toHaveURL(/\/system\/service-command\/create\/\d+\/elevator$/);
    await expect(page.getByLabel(/^Bundle/)).toHaveValue('elevator');
    await page.getByLabel(/^Command name/).fill('Call elevator');
    await page.getByRole('textbox', { name: 'Command', exact: true }).fill('elevator.call2');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Command name/)).toHaveAccessibleDescription(/^This name is already in use/);
    const command = unique('Hold ');
    await page.getByLabel(/^Command name/).fill(command);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/service-command\/\d+\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/system\/service-package\/\d+$/);
    await expect(commands).toContainText('Call elevator');
    await expect(commands).not.toContainText(command);
  });

  test('a general operator is sent to /auth/403 from every system page', async ({ page }) => {
    await login(page, demo.operator);
    for (const path of ['/system', '/system/webhooks/list', '/system/iam/service/create', '/system/service-package/list']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });
});

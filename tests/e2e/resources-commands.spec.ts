// Command lists (system admin screens, read-only list, usage) and command mappings (spec §2, §3, §5, §6, §9).
import { demo, expect, login, test } from './fixtures/test.js';

test('command lists: a system admin creates with mode rules beside the field, edits, checks usage and deletes', async ({ page }) => {
  await login(page, demo.system);
  await page.goto('/command/list');
  await expect(page.getByTestId('resource-table-commandLists')).toContainText('Tower patrol commands');

  await page.getByRole('link', { name: 'Usage: Tower patrol commands' }).click();
  const usage = page.getByTestId('command-usage');
  await expect(usage.getByRole('region', { name: 'Flows' })).toContainText('Night patrol 1F');
  await expect(usage.getByRole('region', { name: 'Work plans' })).toContainText('Lobby cleaning');

  await page.goto('/command/create');
  const form = page.getByRole('form', { name: 'Create' });
  const name = form.getByLabel(/^Command list name/);
  await name.fill('c'.repeat(65));
  await name.blur();
  await expect(name).toHaveAccessibleDescription('Enter at most 64 characters');
  const listName = `Commands ${Date.now().toString(36)}`;
  await name.fill(listName);
  await form.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
  const mode = form.getByLabel(/^Mode/);
  await expect(mode.locator('option')).toHaveText(['(none)', '10', '11', '12', '13', '110 (common, system administrators)', '111 (common, system administrators)', '112 (common, system administrators)', '113 (common, system administrators)']);
  await mode.selectOption('10');
  await form.getByLabel(/^Definition/).fill('{"commands": [}');
  await expect(form.getByLabel(/^Definition/)).toHaveAccessibleDescription(/^JSON syntax error at line 1, column 15/);
  await form.getByLabel(/^Definition/).fill('{"commands": []}');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(mode).toHaveAccessibleDescription(/^This mode is already used in this building/);
  await mode.selectOption('13');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/command\/\d+$/);
  await expect(page.getByText('Revision: 1')).toBeVisible();
  await page.getByLabel(/^Memo/).fill('for the night shift');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Revision: 2')).toBeVisible();

  await page.getByRole('link', { name: `Usage: ${listName}` }).click();
  await expect(page.getByTestId('command-usage')).toHaveText('This command list is not used by any flow or work plan.');

  await page.goto('/command/list');
  await page.getByRole('button', { name: `Delete: ${listName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('resource-table-commandLists')).not.toContainText(listName);
});

test('command lists are read-only for others and their editing screens answer /auth/403; mappings bind keys', async ({ page }) => {
  await login(page, demo.orgAdmin);
  for (const path of ['/command/list', '/command/create', '/command/1', '/command/usage/1']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
  }
  await page.goto('/command/list/read-only');
  const table = page.getByTestId('resource-table-commandListsReadOnly');
  await expect(table).toContainText('Tower guide commands');
  await expect(table).not.toContainText('Warehouse inspection commands');
  await expect(page.getByRole('link', { name: /^Edit:/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);

  await page.goto('/command-mapping/list');
  await expect(page.getByTestId('resource-table-commandMappings')).toContainText('Teleoperation keyboard');
  await page.getByRole('button', { name: 'Create' }).click();
  const form = page.getByRole('form', { name: 'Create' });
  const mapping = `Remote ${Date.now().toString(36)}`;
  await form.getByLabel(/^Mapping name/).fill(mapping);
  await form.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
  await form.getByLabel(/^Command list/).selectOption({ label: 'Tower patrol commands (10)' });
  await page.getByRole('button', { name: 'Add key' }).click();
  await page.getByRole('button', { name: 'Add key' }).click();
  await form.getByLabel(/^Key 1/).fill('Q');
  await form.getByLabel(/^Command 1/).fill('turn_left');
  await form.getByLabel(/^Key 2/).fill('q');
  await form.getByLabel(/^Command 2/).fill('turn_right');
  // Leaving the last field re-validates and moves the buttons; click only once the form is still.
  await form.getByLabel(/^Command 2/).blur();
  await expect(form.getByLabel(/^Command 2/)).toHaveAccessibleDescription('');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByLabel(/^Key 2/)).toHaveAccessibleDescription('This key is already bound');
  await form.getByLabel(/^Key 2/).fill('E');
  await form.getByLabel(/^Key 2/).blur();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/command-mapping\/\d+$/);
  await expect(page.getByLabel(/^Key 2/)).toHaveValue('E');
});

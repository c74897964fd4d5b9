// Work plans and templates: settings lists, template creation, a plan from a template with §5 errors, edit and delete (spec §2, §3, §5).
import { demo, expect, login, test } from './fixtures/test.js';

test('work plans: settings list plans and templates; a template is created, a plan starts from it, is edited and deleted', async ({ page }) => {
  await login(page, demo.orgAdmin);
  await page.goto('/workplan/settings');
  await expect(page.getByTestId('resource-table-workPlans')).toContainText('Elevator to 2F');
  await expect(page.getByTestId('resource-table-workPlans')).toContainText('Elevator');
  await expect(page.getByTestId('resource-table-workPlans')).not.toContainText('Inventory scan');
  await expect(page.getByTestId('resource-table-workPlanTemplates')).toContainText('Elevator ride');

  await page.goto('/workplan/create-template');
  const templateForm = page.getByRole('form', { name: 'Create' });
  const template = `Template ${Date.now().toString(36)}`;
  await templateForm.getByLabel(/^Template name/).fill(template);
  await templateForm.getByLabel(/^Type/).selectOption({ label: 'Elevator' });
  await templateForm.getByLabel(/^Description/).fill('Ride from the lobby');
  await templateForm.getByLabel(/^Definition/).fill('{"elevator": {"from": "1F", "to": "2F"}}');
  await templateForm.getByLabel(/^Definition/).blur();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/workplan\/template\/\d+$/);

  await page.goto('/workplan/create');
  const form = page.getByRole('form', { name: 'Create' });
  await form.getByLabel(/^Definition/).fill('');
  await form.getByLabel(/^Definition/).blur();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByLabel(/^Work plan name/)).toHaveAccessibleDescription('This field is required');
  await expect(form.getByLabel(/^Floor/)).toHaveAccessibleDescription('This field is required');
  await expect(form.getByLabel(/^Definition/)).toHaveAccessibleDescription(/^This field is required/);

  await form.getByLabel('Start from a template').selectOption({ label: template });
  await expect(form.getByLabel(/^Definition/)).toHaveValue('{"elevator": {"from": "1F", "to": "2F"}}');
  await expect(form.getByLabel(/^Type/)).toHaveValue('elevator');
  const plan = `Plan ${Date.now().toString(36)}`;
  await form.getByLabel(/^Work plan name/).fill(plan);
  await form.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
  await form.getByLabel(/^Floor/).selectOption({ label: '1F' });
  await form.getByLabel(/^Definition/).fill('{"elevator": {"from": "1F" "to": "2F"}}');
  await expect(form.getByLabel(/^Definition/)).toHaveAccessibleDescription(/^JSON syntax error at line 1, column 28/);
  await form.getByLabel(/^Definition/).fill('{"elevator": {"from": "1F", "to": "3F"}}');
  await form.getByLabel(/^Definition/).blur();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/workplan\/\d+$/);
  await page.getByLabel(/^Icon/).selectOption({ label: 'Elevator' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/workplan\/settings$/);
  await expect(page.getByTestId('resource-table-workPlans')).not.toContainText(plan);
});

test('work plans: a general operator reads the lists without write buttons', async ({ page }) => {
  await login(page, demo.operator);
  await page.goto('/workplan/settings');
  await expect(page.getByTestId('resource-table-workPlans')).toContainText('Lobby cleaning');
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit:/ })).toHaveCount(0);
});

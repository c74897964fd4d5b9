// Pose definitions and pose networks: list, create with rules beside fields, network of poses with connections, delete.
import { demo, expect, login, test } from './fixtures/test.js';

test('poses: an administrator defines a pose with range errors beside fields, then joins poses in a network', async ({ page }) => {
  await login(page, demo.orgAdmin);
  await page.goto('/pose-def/list');
  await expect(page.getByTestId('resource-table-poses')).toContainText('Reception');
  await expect(page.getByTestId('resource-table-poses')).not.toContainText('Dock 1');

  await page.getByRole('button', { name: 'Create' }).click();
  const form = page.getByRole('form', { name: 'Create' });
  const pose = `Pose ${Date.now().toString(36)}`;
  await form.getByLabel(/^Pose name/).fill(pose);
  await form.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
  await form.getByLabel(/^Floor/).selectOption({ label: '1F' });
  await form.getByLabel(/^X/).fill('4.5');
  await form.getByLabel(/^Heading/).fill('200');
  await form.getByLabel(/^Heading/).blur();
  await expect(form.getByLabel(/^Heading/)).toHaveAccessibleDescription(/^Must be at most 180/);
  await form.getByLabel(/^Heading/).fill('90');
  await form.getByLabel(/^Heading/).blur();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/pose-def\/\d+$/);

  await page.goto('/pose-network/list');
  await expect(page.getByTestId('resource-table-poseNetworks')).toContainText('Lobby network');
  await page.getByRole('button', { name: 'Create' }).click();
  const net = page.getByRole('form', { name: 'Create' });
  const network = `Net ${Date.now().toString(36)}`;
  await net.getByLabel(/^Network name/).fill(network);
  await net.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
  await net.getByLabel(/^Floor/).selectOption({ label: '1F' });
  await net.getByLabel('Entrance').check();
  await net.getByLabel(pose).check();
  await page.getByRole('button', { name: 'Add connection' }).click();
  await net.getByLabel(/^From 1/).selectOption({ label: 'Entrance' });
  await net.getByLabel(/^To 1/).selectOption({ label: 'Entrance' });
  await net.getByLabel(/^To 1/).blur();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(net.getByLabel(/^To 1/)).toHaveAccessibleDescription('Choose a different pose than the start');
  await net.getByLabel(/^To 1/).selectOption({ label: pose });
  await net.getByLabel(/^To 1/).blur();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/pose-network\/\d+$/);
  await expect(page.getByLabel(/^To 1/)).toHaveValue(/\d+/);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/pose-network\/list$/);
  await expect(page.getByTestId('resource-table-poseNetworks')).not.toContainText(network);

  await login(page, demo.operator);
  await page.goto('/pose-def/list');
  await expect(page.getByTestId('resource-table-poses')).toContainText(pose);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
});

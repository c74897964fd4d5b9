// §5 rules of the operation forms that other specs do not show in the browser: the required fields of
// flows, command lists and work plans, and the robot name and serial number. Nothing is saved
// (docs/rules-coverage.md).
import { demo, expect, login, test } from './fixtures/test.js';

test.describe('operation form rules', () => {
  // Leaving a dirty form with page.goto raises the browser's leave prompt; these tests mean to leave.
  test.beforeEach(({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('flow, command list and work plan forms require name, building and definition', async ({ page }) => {
    // Command-list screens are for system administrators (§6).
    await login(page, demo.system);
    const cases = [
      { path: '/flow/create', name: /^Flow name/, floor: true },
      { path: '/command/create', name: /^Command list name/, floor: false },
      { path: '/workplan/create', name: /^Work plan name/, floor: true },
    ];
    for (const { path, name, floor } of cases) {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Create' });
      const building = form.getByLabel(/^Building/);
      // A new form may start in the user's building; clear it so the rule shows.
      await building.selectOption({ index: 0 });
      // A flow opens on its visual step editor; the definition's JSON is in the second tab.
      if (path === '/flow/create') await form.getByRole('tab', { name: 'JSON' }).click();
      const definition = form.getByLabel(/^Definition/);
      await definition.fill('');
      await definition.blur();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(form.getByLabel(name), path).toHaveAccessibleDescription('This field is required');
      await expect(building, path).toHaveAccessibleDescription('This field is required');
      if (floor) await expect(form.getByLabel(/^Floor/), path).toHaveAccessibleDescription('This field is required');
      await expect(definition, path).toHaveAccessibleDescription(/^This field is required/);
      await expect(page, path).toHaveURL((url) => url.pathname === path);
    }
  });

  test('robot registration requires a name and a serial number of at most 24', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/robot/create');
    const name = page.getByLabel(/^Robot name/);
    const serial = page.getByLabel(/^Serial number/);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(serial).toHaveAccessibleDescription('This field is required');
    await serial.fill('S'.repeat(25));
    await serial.blur();
    await expect(serial).toHaveAccessibleDescription('Enter at most 24 characters');
    await serial.fill('S'.repeat(24));
    await serial.blur();
    await expect(serial).toHaveAccessibleDescription('');
    await expect(page).toHaveURL('/robot/create');
  });
});

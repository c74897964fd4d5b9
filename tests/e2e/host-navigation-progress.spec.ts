// Spec §1 "a progress bar starts at 800 on page navigation": the bar appears when a navigation is
// still waiting 800 ms after it began (the guard's §4 init step, or the page's code) and goes once
// the page is there. The slow part is held by page.route until the test lets it go. The timing
// rules themselves (no bar for quick navigations, steps counted together) are unit tested in
// packages/host/src/layout/progressGate.test.ts.
import { demo, expect, login, menuLink, test } from './fixtures/test.js';

function holdRequests(): { release: () => void; held: Promise<void> } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { release, held };
}

test.describe('navigation progress bar', () => {
  test('shows while a side-bar navigation waits for a slow init step (terms check), and hides when the page is there', async ({ page }) => {
    await login(page, demo.operator);
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    const bar = page.getByTestId('navigation-progress');
    await expect(bar).toHaveCount(0);

    const gate = holdRequests();
    let checks = 0;
    await page.route('**/api/my/term-agreements/check', async (route) => {
      checks += 1;
      await gate.held;
      await route.continue();
    });
    await menuLink(page, '/robot/control').click();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    expect(checks).toBeGreaterThan(0);

    // The page waits behind the init step.
    await expect(page.getByTestId('robot-count')).toHaveCount(0);

    gate.release();
    await expect(page.getByTestId('robot-count')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('shows while the page code of a plugin is slow to arrive, and hides once it renders', async ({ page }) => {
    await login(page, demo.operator);
    const gate = holdRequests();
    await page.route('**/plugins/e2e-hang/index.js', async (route) => {
      await gate.held;
      await route.continue();
    });
    await page.goto('/e2e/fault/timeout');
    const bar = page.getByTestId('navigation-progress');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fault plugin rendered' })).toHaveCount(0);

    gate.release();
    await expect(page.getByRole('heading', { name: 'Fault plugin rendered' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

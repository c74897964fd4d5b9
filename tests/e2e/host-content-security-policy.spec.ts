// Issue 13 item 5: the console runs under a strict Content-Security-Policy. A normal journey
// (sign-in form with its validation, robot control with the live stream, a list, a teleoperation
// page with camera frames, sign-out) reports no violation: the `cspViolations` fixture listens
// to every page's `securitypolicyviolation` events and fails the test on any. The policy really is
// in force: the page cannot evaluate strings as code.
import { registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';
import { demo, expect, labels, login, mainMenu, menuLink, test } from './fixtures/test.js';

test('the console sends a policy that forbids eval and inline script, and the browser enforces it', async ({ page, cspViolations }) => {
  const response = await page.goto('/auth/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toMatch(/unsafe-eval|unsafe-inline/);
  await expect(page.getByLabel(labels.email)).toBeVisible();

  // Provoked on purpose: an inline script and a string timer (eval) do not run, and each
  // refusal is reported as a violation. (Code Playwright evaluates itself is exempt, so the page
  // is asked to run the strings.)
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    (window.setTimeout as (code: string, ms: number) => number)('window.__evalRan = true', 0);
  });
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src(-elem)? blocked inline/);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src blocked eval/);
  expect(await page.evaluate(() => ({ inline: '__inlineRan' in window, evaluated: '__evalRan' in window }))).toEqual({ inline: false, evaluated: false });
  cspViolations.length = 0;
});

test('a signed-in journey with live robots reports no Content-Security-Policy violation', async ({ page, server, cspViolations }) => {
  test.setTimeout(150_000);
  const robot = await registerTestRobot(server, 'CSP journey robot');
  const sim = await startSimulator(server, robot);
  try {
    // The sign-in form validates in the browser before anything is sent, with the ajv validator
    // the model's build compiled for its schema (standalone code: no eval).
    const loginValidator = page.waitForResponse((response) => /\/LoginBody-[\w-]+\.js$/.test(response.url()));
    await page.goto('/auth/login');
    await page.getByLabel(labels.email).fill('not-an-email');
    await page.getByLabel(labels.password).fill('x');
    await page.getByRole('button', { name: labels.logIn }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    expect((await loginValidator).ok()).toBe(true);

    await login(page, demo.operator);
    await expect(mainMenu(page)).toBeVisible();
    await page.goto('/robot/control');
    await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();

    // Teleoperation: the /api/stream WebSocket (connect-src 'self') and camera frames as blob: images.
    await page.goto(`/app/tele-ope/3/${robot.serialNo}`);
    await expect(page.getByRole('img', { name: 'Camera view of CSP journey robot' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('camera-latency')).toHaveText(/^Latency \d+ ms$/);

    await page.goto('/robot/control');
    await expect(menuLink(page, '/robot/control')).toBeVisible();
    expect(cspViolations).toEqual([]);
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

test("a resource's create form validates with its precompiled validator and reports no violation", async ({ page, cspViolations }) => {
  await login(page, demo.orgAdmin);
  const deviceValidator = page.waitForResponse((response) => /\/devices\.create-[\w-]+\.js$/.test(response.url()));
  await page.goto('/device/create');
  const form = page.getByRole('form', { name: 'Create' });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByLabel(/^Device name/)).toHaveAccessibleDescription('This field is required');
  await expect(form.getByLabel(/^Building/)).toHaveAccessibleDescription('This field is required');
  expect((await deviceValidator).ok()).toBe(true);
  await page.getByLabel(/^Device name/).fill('x'.repeat(65));
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByLabel(/^Device name/)).toHaveAccessibleDescription('Enter at most 64 characters');
  expect(cspViolations).toEqual([]);
});


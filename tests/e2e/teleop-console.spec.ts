// The robot console (system admin only) and the simple operator app (issue 4): live telemetry, the
// raw event stream, any protocol command as JSON with syntax errors located, robot errors shown as
// they happen, a reset refused while the emergency stop button is still pressed, OS update refused
// below 20% battery; and the console refused to a general operator.
import { demo, expect, login, test } from './fixtures/test.js';
import { addTowerSpeechText, connectScriptedRobot, registerTestRobot, removeTestRobot } from './teleop-robots.js';

test('a system administrator reads telemetry and events, sends JSON commands and is refused an OS update on low battery', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Console test robot');
  const scripted = await connectScriptedRobot(server, robot, { battery: { percent: 15, state: 'below20' } });
  try {
    await login(page, demo.system);
    await page.goto(`/console/${robot.serialNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Robot console: Console test robot' })).toBeVisible();
    await expect(page.getByTestId('telemetry-connection')).toHaveText('online');
    await expect(page.getByTestId('status-battery')).toHaveText('15% (Below 20%)');

    // A syntax error is located by line and column; nothing is sent.
    const box = page.getByRole('textbox', { name: 'Command (JSON)', exact: true });
    await box.fill('{\n  "name": "speed"\n  "speed": "slow"\n}');
    await page.getByRole('button', { name: 'Send command' }).click();
    await expect(box).toHaveAccessibleDescription(/^JSON syntax error at line 3, column 3: unexpected "/);
    // A command of the wrong shape names the field.
    await box.fill('{"name": "speed", "speed": "fast"}');
    await page.getByRole('button', { name: 'Send command' }).click();
    await expect(box).toHaveAccessibleDescription(/^Not a valid command: speed: /);
    // A good one reaches the robot and its ack is shown.
    await box.fill('{"name": "speed", "speed": "slow"}');
    await page.getByRole('button', { name: 'Send command' }).click();
    await expect(page.getByTestId('console-ack')).toContainText('"result": "ok"');
    await expect.poll(() => scripted.commands.some((c) => c.name === 'speed' && c.speed === 'slow')).toBe(true);

    // A robot error shows at once, in the notices and in the raw event stream.
    scripted.event({ level: 9, kind: 'robotError', code: 'EMERGENCY_STOP', active: true });
    await expect(page.getByTestId('robot-notices')).toContainText('Emergency stop button is pressed');
    await expect(page.getByTestId('console-events')).toContainText('robotError EMERGENCY_STOP level 9');
    scripted.event({ level: 5, kind: 'flow', code: 'F0007' });
    await expect(page.getByTestId('robot-notices')).toContainText('Obstacle on the route, movement stopped');

    // The robot refuses a reset while its emergency stop button is still pressed, as a real one (and
    // fleetdeck-sim) does: the operator is told to have it released on the robot.
    scripted.answer('resetErrors', {
      result: 'rejected', code: 'EMERGENCY_STOP', message: 'The emergency stop button is still pressed: release it on the robot, then reset the errors.',
    });
    await page.getByRole('button', { name: 'Reset errors' }).click();
    await expect(page.getByTestId('robot-notices').locator('[data-code="EMERGENCY_STOP_STILL_PRESSED"]')).toContainText(
      'The emergency stop button is still pressed: release it on the robot, then reset the errors.',
    );
    await expect(page.getByText('Errors reset')).toHaveCount(0);
    // Released on the robot: the reset goes through.
    scripted.answer('resetErrors', null);
    await page.getByRole('button', { name: 'Reset errors' }).click();
    await expect(page.getByText('Errors reset')).toBeVisible();

    // §5: no OS update below 20% battery, with the model's message beside the version.
    const version = page.getByLabel('OS version');
    await version.fill('2.0.0');
    await page.getByRole('button', { name: 'Update OS' }).click();
    await expect(version).toHaveAccessibleDescription('The robot OS can be updated only when the battery is at least 20%.');
    expect(scripted.commands.some((c) => c.name === 'osUpdate')).toBe(false);
  } finally {
    scripted.close();
    await removeTestRobot(server, robot);
  }
});

test('a general operator is refused the console but uses the simple app with the building speech texts', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Basic app robot');
  const preset = `Welcome ${robot.serialNo}`;
  const removePreset = await addTowerSpeechText(server, preset);
  const scripted = await connectScriptedRobot(server, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/console/${robot.serialNo}`);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/403');

    await page.goto(`/app/basic/${robot.serialNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Operator app: Basic app robot' })).toBeVisible();
    await expect(page.getByTestId('status-battery')).toHaveText('80% (Active)');
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    // The building's preset speech texts fill the text to speak.
    await page.getByLabel('Preset speech text').selectOption(preset);
    await expect(page.getByRole('textbox', { name: 'Speech text', exact: true })).toHaveValue(preset);
    await page.getByRole('button', { name: 'Speak' }).click();
    await expect(page.getByText(`Spoken: "${preset}"`)).toBeVisible();
    expect(scripted.commands).toContainEqual(expect.objectContaining({ name: 'speech', text: preset }));
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => scripted.commands.some((c) => c.name === 'stop')).toBe(true);
  } finally {
    scripted.close();
    await removePreset();
    await removeTestRobot(server, robot);
  }
});

test('on a short window the red Stop of the robot console stays in view and works with the page scrolled to its bottom', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Console scroll robot');
  const scripted = await connectScriptedRobot(server, robot);
  try {
    await page.setViewportSize({ width: 800, height: 500 });
    await login(page, demo.system);
    await page.goto(`/console/${robot.serialNo}`);
    await expect(page.getByTestId('telemetry-connection')).toHaveText('online');
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    await expect(stop).toBeInViewport();

    // Scroll the box the page scrolls in (the shell's content area, else the window) to its end.
    const last = page.getByText('No events since this page opened.');
    await expect(last).not.toBeInViewport();
    await page.getByRole('heading', { level: 1 }).evaluate((title) => {
      for (let box = title.parentElement; box; box = box.parentElement) {
        if (box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== 'visible') {
          box.scrollTop = box.scrollHeight;
          return;
        }
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect(last).toBeInViewport();
    // The title and the live telemetry, which sat below Stop, have left the window; Stop has not.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Live telemetry' })).not.toBeInViewport();
    await expect(stop).toBeInViewport({ ratio: 1 });
    // Nothing covers it: a real click lands on it and the robot is told to stop.
    await stop.click();
    await expect.poll(() => scripted.commands.some((c) => c.name === 'stop')).toBe(true);
  } finally {
    scripted.close();
    await removeTestRobot(server, robot);
  }
});

// Starting a registered flow from teleoperation (issue 4): the operator picks one of the robot
// building's enabled flows from the flows API; the simulated robot runs it on the flow's own
// waypoints (its step count shows); a flow whose waypoints the robot cannot take is not started.
import { demo, expect, login, test } from './fixtures/test.js';
import { openPanel } from './teleop-driving.js';
import { addTowerFlow, registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

test('an operator starts a registered flow of the building, on its waypoints, and stops it', async ({ page, server }) => {
  test.setTimeout(90_000);
  const robot = await registerTestRobot(server, 'Flow test robot');
  const suffix = Date.now().toString(36).slice(-5);
  const route = await addTowerFlow(server, `E2E route ${suffix}`, { steps: [], waypoints: [{ x: 3, y: 3 }, { x: 6, y: 4 }, { x: 4, y: 7 }] });
  const off = await addTowerFlow(server, `E2E off ${suffix}`, { steps: [] }, false);
  const broken = await addTowerFlow(server, `E2E broken ${suffix}`, { waypoints: [{ x: 1 }] });
  const sim = await startSimulator(server, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('status-connection')).toHaveText('Online', { timeout: 15_000 });
    await openPanel(page, 'Flow');
    await expect(page.getByRole('button', { name: 'Start flow' })).toBeDisabled();

    // The list holds the building's enabled flows (seeded and new), not the disabled ones.
    const picker = page.getByRole('combobox', { name: 'Flow to start' });
    await picker.click();
    for (const name of ['Night patrol 1F', 'Lobby guide', `E2E route ${suffix}`]) await expect(page.getByRole('option', { name })).toBeVisible();
    for (const name of ['Parking round B1', `E2E off ${suffix}`]) await expect(page.getByRole('option', { name })).toHaveCount(0);

    // A flow with waypoints the robot cannot take is refused before anything is sent.
    await page.getByRole('option', { name: `E2E broken ${suffix}` }).click();
    await page.getByRole('button', { name: 'Start flow' }).click();
    await expect(page.getByText(`Flow "E2E broken ${suffix}" has waypoints the robot cannot take`)).toBeVisible();
    await expect(page.getByTestId('status-flow')).toHaveText('None');

    // The registered route runs on its three waypoints.
    await picker.click();
    await page.getByRole('option', { name: `E2E route ${suffix}` }).click();
    await page.getByRole('button', { name: 'Start flow' }).click();
    await expect(page.getByText(`Flow "E2E route ${suffix}" started`)).toBeVisible();
    await expect(page.getByTestId('status-flow')).toHaveText(new RegExp(`^E2E route ${suffix} \\(step [1-3] of 3\\)$`));
    await page.getByRole('button', { name: 'Stop flow' }).click();
    await expect(page.getByTestId('status-flow')).toHaveText('None');

    // A seeded flow without waypoints leaves the route to the robot (four points in the simulator).
    await picker.click();
    await page.getByRole('option', { name: 'Night patrol 1F' }).click();
    await page.getByRole('button', { name: 'Start flow' }).click();
    await expect(page.getByTestId('status-flow')).toHaveText(/^Night patrol 1F \(step [1-4] of 4\)$/);
    await page.getByRole('button', { name: 'Stop flow' }).click();
    await expect(page.getByTestId('status-flow')).toHaveText('None');
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
    for (const flow of [route, off, broken]) await flow.remove();
  }
});

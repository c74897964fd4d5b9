// The teleop page's status shows an administrator's mark over what the robot reports (issue 4):
// a robot marked under maintenance reads so while its software still reports itself available.
import { demo, expect, login, test } from './fixtures/test.js';
import { registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

test('an administrator marking a driven robot under maintenance shows on its teleop page at once', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Status test robot');
  const sim = await startSimulator(server, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('status-robotStatus')).toHaveText('Available', { timeout: 15_000 });

    const token = await server.apiLogin(demo.orgAdmin);
    const marked = await fetch(`${server.url}/api/robots/${robot.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 2 }),
    });
    expect(marked.status).toBe(200);
    await expect(page.getByTestId('status-robotStatus')).toHaveText('Under maintenance');
    await expect(page.getByTestId('status-connection')).toHaveText('Online');
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

// Issue 18 item 6: robot/control's map view. A robot reporting its pose is a marker on its floor's
// map (a metre sheet while the floor has no robot map): its name shows on hover, a click opens its
// card (arrow keys and Enter do the same), and the marker follows the robot's next report. Teleop's
// mini-map on a floor without a robot map (a metre grid) draws the path the robot plans, as on a map.
// A flow run by the real simulator: the marker follows the floor's routes round a corner.
import type { Page } from '@playwright/test';
import { demo, expect, login, test, type TestServer } from './fixtures/test.js';
import { openPanel } from './teleop-driving.js';
import { commandOverApi, connectScriptedRobot, registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

/** The screen point of a map point on the blank sheet (800 × 600 px of 5 cm from (0, 0)), fitted into the view as FloorMapView fits it. */
async function sheetPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('floor-map-view').boundingBox();
  if (!box) throw new Error('the map is not on screen');
  const scale = Math.min(Math.floor(box.width) / 800, Math.floor(box.height) / 600);
  const left = box.x + (Math.floor(box.width) - 800 * scale) / 2;
  const top = box.y + (Math.floor(box.height) - 600 * scale) / 2;
  return { x: left + (x / 0.05) * scale, y: top + (600 - y / 0.05) * scale };
}

/** Calls the API as the organization administrator; answers the body, throws on an error status. */
async function adminApi(server: TestServer) {
  const token = await server.apiLogin(demo.orgAdmin);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
}

test('robot/control map view: a robot is a marker with its name on hover, its card on click, and it follows its reports', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Map marker bot');
  const token = await server.apiLogin(demo.orgAdmin);
  const floorMap = (await (await fetch(`${server.url}/api/floors/${robot.floorId}/map`, { headers: { authorization: `Bearer ${token}` } })).json()) as { map: unknown };
  expect(floorMap.map, 'the test floor has no robot map, so the blank sheet is drawn').toBeNull();
  const scripted = await connectScriptedRobot(server, robot, { pose: { x: 20, y: 15, yaw: 0 } });
  try {
    await login(page, demo.operator);
    await page.goto('/robot/control');
    await page.getByRole('button', { name: 'Map' }).click();
    await page.getByRole('search').getByLabel('Building').selectOption({ label: 'Aozora Tower' });
    await expect(page.getByTestId('robot-map-count')).toHaveText(/Robots on this floor: [1-9]/);
    await expect(page.getByRole('img', { name: /^Floor map of / })).toBeVisible();

    const at = await sheetPoint(page, 20, 15);
    await page.mouse.move(at.x, at.y);
    await expect(page.getByRole('tooltip')).toHaveText('Map marker bot');
    await page.mouse.click(at.x, at.y);
    const card = page.getByRole('dialog', { name: 'Map marker bot' });
    await expect(card.getByTestId('robot-card')).toBeVisible();
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();

    // By keyboard: arrows choose a robot on the map (its name shows as on hover), Enter opens its card.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await page.getByRole('application', { name: /^Floor map of / }).focus();
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tooltip')).toHaveText('Map marker bot', { timeout: 300 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('robot-card')).toBeVisible();
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();

    // The next report moves the marker: it glides there within a second.
    scripted.set({ pose: { x: 26, y: 12, yaw: 1.57 } });
    const moved = await sheetPoint(page, 26, 12);
    await expect(async () => {
      await page.mouse.move(moved.x, moved.y);
      await expect(page.getByRole('tooltip')).toHaveText('Map marker bot', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  } finally {
    scripted.close();
    await removeTestRobot(server, robot);
  }
});

test('teleop mini-map on the metre grid (no robot map yet): the path the robot plans to its goal, named ja/en, gone when it stops navigating; its pose editor link', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Grid path bot');
  const api = await adminApi(server);
  expect((await api<{ map: unknown }>('GET', `/floors/${robot.floorId}/map`)).map, 'the floor has no robot map, so teleop draws the metre grid').toBeNull();
  const { buildingId } = await api<{ buildingId: number }>('GET', `/robots/${robot.id}`);
  const suffix = Date.now().toString(36);
  const waypoint = (name: string, x: number, y: number) => api<{ id: number }>('POST', '/waypoints', { name: `${name} ${suffix}`, buildingId, floorId: robot.floorId, type: 1, x, y, yaw: 0 });
  const via = await waypoint('Grid via', 8, 4);
  const goal = await waypoint('Grid goal', 8, 9);
  const scripted = await connectScriptedRobot(server, robot, { pose: { x: 3, y: 4, yaw: 0 }, navigation: { waypointId: goal.id, path: [via.id, goal.id] } });
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    const map = page.getByTestId('mini-map');
    await expect(map).toBeVisible({ timeout: 15_000 });
    await expect(map.getByTestId('mini-map-path')).toHaveCount(1);
    await expect(map.getByTestId('mini-map-goal')).toHaveCount(1);
    // From the robot through the waypoint to the goal: three points.
    expect((await map.getByTestId('mini-map-path').getAttribute('points'))?.trim().split(/\s+/)).toHaveLength(3);
    await expect(map).toHaveAccessibleName(/with its recent path and the path it plans to the waypoint it heads for$/);
    await expect(page.getByText('Dashed: the path it plans')).toBeVisible();

    // Teleop's pose editor: editor/pose on the robot's floor, with this robot chosen.
    await page.getByRole('link', { name: 'Set its pose on the map' }).click();
    await expect(page).toHaveURL(new RegExp(`/editor/pose\\?building=${buildingId}&floor=${robot.floorId}&robot=${robot.serialNo}$`));
    await expect(page.getByLabel('Robot', { exact: true })).toHaveValue(robot.serialNo);
    await page.goBack();

    // In Japanese too.
    await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
    await page.reload();
    await expect(page.getByTestId('mini-map')).toHaveAccessibleName(/向かっている地点までの計画経路つき$/, { timeout: 15_000 });
    await expect(page.getByText('破線：計画経路')).toBeVisible();

    // Arrived: no navigation reported, no path drawn.
    scripted.set({ navigation: null });
    await expect(page.getByTestId('mini-map').getByTestId('mini-map-path')).toHaveCount(0);
    await expect(page.getByTestId('mini-map').getByTestId('mini-map-goal')).toHaveCount(0);
  } finally {
    scripted.close();
    await removeTestRobot(server, robot);
    for (const id of [via.id, goal.id]) await api('DELETE', `/waypoints/${id}`);
  }
});

test('a flow run over the floor\'s routes: the robot\'s marker follows the route round its corner to the goal', async ({ page, server }) => {
  test.setTimeout(120_000);
  const robot = await registerTestRobot(server, 'Route marker bot');
  const api = await adminApi(server);
  const { buildingId } = await api<{ buildingId: number }>('GET', `/robots/${robot.id}`);
  const suffix = Date.now().toString(36);
  // One way only: start → corner → goal. The straight line from start to goal is no route.
  const waypoint = (name: string, x: number, y: number) => api<{ id: number }>('POST', '/waypoints', { name: `${name} ${suffix}`, buildingId, floorId: robot.floorId, type: 1, x, y, yaw: 0 });
  const start = await waypoint('Route start', 6, 5);
  const corner = await waypoint('Route corner', 6, 11);
  const goal = await waypoint('Route goal', 14, 11);
  const routes = [
    await api<{ id: number }>('POST', '/map-routes', { buildingId, floorId: robot.floorId, fromWaypointId: start.id, toWaypointId: corner.id, twoWay: false, laneWidth: 1 }),
    await api<{ id: number }>('POST', '/map-routes', { buildingId, floorId: robot.floorId, fromWaypointId: corner.id, toWaypointId: goal.id, twoWay: false, laneWidth: 1 }),
  ];
  const flow = await api<{ id: number }>('POST', '/flows', { name: `Route flow ${suffix}`, buildingId, floorId: robot.floorId, enabled: true, definition: JSON.stringify({ steps: [{ goTo: { waypointId: goal.id, name: `Route goal ${suffix}`, x: 14, y: 11 } }] }) });
  const sim = await startSimulator(server, robot);
  try {
    // Offline (409) until the simulator has connected.
    await expect.poll(() => commandOverApi(server, robot, { name: 'setPose', x: 6, y: 5, yaw: 1.57 }).then((ack) => ack.result, (error: Error) => error.message), { timeout: 20_000 }).toBe('ok');
    // The robot learns the floor's graph within seconds of its first report: until then it knows no route to the goal.
    await expect.poll(() => commandOverApi(server, robot, { name: 'goTo', waypointId: goal.id }).then((ack) => JSON.stringify(ack), (error: Error) => error.message), { timeout: 20_000 }).toContain('"result":"ok"');
    expect((await commandOverApi(server, robot, { name: 'stop' })).result).toBe('ok');
    expect((await commandOverApi(server, robot, { name: 'setPose', x: 6, y: 5, yaw: 1.57 })).result).toBe('ok');

    // The operator starts the flow from teleop, then watches the robot on robot/control's map.
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('status-connection')).toHaveText('Online', { timeout: 15_000 });
    await openPanel(page, 'Flow');
    await page.getByRole('combobox', { name: 'Flow to start' }).click();
    await page.getByRole('option', { name: `Route flow ${suffix}` }).click();
    await page.getByRole('button', { name: 'Start flow' }).click();
    await expect(page.getByText(`Flow "Route flow ${suffix}" started`)).toBeVisible();
    await page.goto('/robot/control');
    await page.getByRole('button', { name: 'Map' }).click();
    await page.getByRole('search').getByLabel('Building').selectOption({ label: 'Aozora Tower' });
    const floors = await api<Array<{ id: number; name: string }>>('GET', `/buildings/${buildingId}/floors`);
    await page.getByLabel('Floor', { exact: true }).selectOption({ label: floors.find((f) => f.id === robot.floorId)?.name ?? '' });
    const hoverFinds = async (x: number, y: number) => {
      const at = await sheetPoint(page, x, y);
      await page.mouse.move(at.x, at.y);
      await expect(page.getByRole('tooltip')).toHaveText('Route marker bot', { timeout: 300 });
    };
    // The marker passes the corner (the straight way to the goal keeps almost 5 m from it), then stands at the goal.
    await expect(async () => hoverFinds(6, 11)).toPass({ timeout: 30_000, intervals: [100] });
    await expect(async () => hoverFinds(14, 11)).toPass({ timeout: 30_000, intervals: [250] });
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
    await api('DELETE', `/flows/${flow.id}`);
    for (const route of routes) await api('DELETE', `/map-routes/${route.id}`);
    for (const id of [start.id, corner.id, goal.id]) await api('DELETE', `/waypoints/${id}`);
  }
});

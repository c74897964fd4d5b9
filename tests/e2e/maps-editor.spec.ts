// Issue 18: the floor maps end to end. An administrator places two waypoints on a floor, joins them
// by a route, undoes and redoes it, saves, reloads and finds them (the save reaches the server as one
// layout, read back over the API); then sets a simulated robot's pose by drag-and-turn and sees the
// robot report it; and closes a doorway in the partial map editor, after which the simulator, which
// navigates on the console's map, finds no way through it.
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { startSimulator } from './teleop-robots.js';

// One server for the file, with two simulated robots for the pose journey.
test.use({ simRobots: 2 });

interface Named { id: number; name: string }
interface Layout { revision: number; waypoints: Named[]; routes: Array<{ fromWaypointId: number; toWaypointId: number; twoWay: boolean }> }

async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const box = await page.getByTestId('floor-map').boundingBox();
  if (!box) throw new Error('the map is not on screen');
  await page.mouse.click(box.x + x, box.y + y);
}

test('map editor: place two waypoints, join them by a route, undo and redo, save, reload and find them', async ({ page, server }) => {
  const token = await server.apiLogin(demo.orgAdmin);
  const get = async <T,>(path: string): Promise<T> => (await (await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const tower = (await get<Named[]>('/buildings')).find((b) => b.name === 'Aozora Tower');
  const floor = (await get<Named[]>(`/buildings/${tower?.id}/floors`)).find((f) => f.name === '2F');
  if (!floor) throw new Error('demo floor Aozora Tower 2F is missing');
  expect((await get<Layout>(`/floors/${floor.id}/layout`)).waypoints).toEqual([]);

  await login(page, demo.orgAdmin);
  await page.goto(`/editor/floor/${floor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Map editor: 2F' })).toBeVisible();
  await expect(page.getByTestId('floor-map').locator('canvas').first()).toBeVisible();

  await page.getByRole('button', { name: 'Place waypoints' }).click();
  await clickMap(page, 200, 200);
  await clickMap(page, 420, 200);
  const items = page.getByRole('complementary', { name: 'Selection' });
  await expect(items.getByRole('button', { name: /^Waypoint 1 / })).toBeVisible();
  await expect(items.getByRole('button', { name: /^Waypoint 2 / })).toBeVisible();

  await page.getByRole('button', { name: 'Draw routes' }).click();
  await clickMap(page, 200, 200);
  await expect(page.getByText('Route from Waypoint 1: choose the end waypoint')).toBeVisible();
  await clickMap(page, 420, 200);
  const routeForm = page.getByRole('form', { name: 'Route Waypoint 1 → Waypoint 2' });
  await expect(routeForm).toBeVisible();
  await expect(page.getByText('3 unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 unsaved changes')).toBeVisible();
  await page.getByTestId('floor-map').focus();
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.getByText('3 unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Map saved')).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  await page.reload();
  await expect(items.getByRole('button', { name: /^Waypoint 1 / })).toBeVisible();
  await expect(items.getByRole('button', { name: /^Waypoint 2 / })).toBeVisible();
  // The route is drawn where it was: a click on its middle selects it.
  await clickMap(page, 310, 200);
  await expect(routeForm).toBeVisible();
  const saved = await get<Layout>(`/floors/${floor.id}/layout`);
  expect(saved.waypoints.map((w) => w.name)).toEqual(['Waypoint 1', 'Waypoint 2']);
  expect(saved.routes).toEqual([expect.objectContaining({ fromWaypointId: saved.waypoints[0]?.id, toWaypointId: saved.waypoints[1]?.id, twoWay: true })]);

  // By keyboard: Enter on the item list selects a waypoint, and an arrow key on the map moves it (Shift: 1 m).
  const second = items.getByRole('button', { name: /^Waypoint 2 / });
  const before = (await second.textContent()) ?? '';
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('floor-map').focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
  await expect(second).not.toHaveText(before);
  await page.keyboard.press('Control+Z');
  await expect(second).toHaveText(before);

  // By mouse: a waypoint not selected is dragged from where it is drawn, and only it moves.
  await page.keyboard.press('Escape');
  const firstItem = items.getByRole('button', { name: /^Waypoint 1 / });
  const firstBefore = (await firstItem.textContent()) ?? '';
  const box = await page.getByTestId('floor-map').boundingBox();
  if (!box) throw new Error('the map is not on screen');
  await page.mouse.move(box.x + 200, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 260, box.y + 230, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
  await expect(firstItem).not.toHaveText(firstBefore);
  await expect(second).toHaveText(before);
});

test('map editor: a waypoint a flow goes to is not deleted, and the refusal names the flow', async ({ page, server }) => {
  const token = await server.apiLogin(demo.orgAdmin);
  const call = async <T,>(method: string, path: string, body?: unknown): Promise<T> =>
    (await (await fetch(`${server.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as T;
  const tower = (await call<Named[]>('GET', '/buildings')).find((b) => b.name === 'Aozora Tower');
  const floor = (await call<Named[]>('GET', `/buildings/${tower?.id}/floors`)).find((f) => f.name === '1F');
  const first = (await call<Layout>('GET', `/floors/${floor?.id}/layout`)).waypoints[0];
  if (!tower || !floor || !first) throw new Error('demo waypoints of Aozora Tower 1F are missing');
  const steps = [{ goTo: { waypointId: first.id, name: first.name, x: 0, y: 0, yaw: 0 } }];
  await call('POST', '/flows', { name: 'Patrol via map', buildingId: tower.id, floorId: floor.id, definition: JSON.stringify({ steps }) });

  await login(page, demo.orgAdmin);
  await page.goto(`/editor/floor/${floor.id}`);
  const items = page.getByRole('complementary', { name: 'Selection' });
  await items.getByRole('button', { name: new RegExp(`^${first.name} `) }).click();
  await page.getByRole('button', { name: 'Delete selection' }).click();
  await expect(page.getByTestId('waypoint-in-use')).toContainText(`“${first.name}” is a step of these flows: “Patrol via map”`);
  await expect(items.getByRole('button', { name: new RegExp(`^${first.name} `) })).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
});

test('robot pose: drag-and-turn on the map, set it, and the robot reports that pose', async ({ page, server }) => {
  const token = await server.apiLogin(demo.orgAdmin);
  const robots = (await (await fetch(`${server.url}/api/robots`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ buildingId: number; initialFloorId: number }>;
  const robot = robots[0];
  if (!robot) throw new Error('no simulated robot');
  await login(page, demo.orgAdmin);
  await page.goto(`/editor/pose?building=${robot.buildingId}&floor=${robot.initialFloorId}`);
  await expect(page.getByLabel('Robot', { exact: true })).toBeVisible();
  const box = await page.getByTestId('pose-map').boundingBox();
  if (!box) throw new Error('the map is not on screen');
  // Press where the robot stands, drag upwards: it faces the map's Y axis.
  await page.mouse.move(box.x + 150, box.y + 150);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, box.y + 100, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByLabel(/^Heading/)).toHaveValue('90');
  const x = await page.getByLabel(/^X/).inputValue();
  const y = await page.getByLabel(/^Y/).inputValue();
  await page.getByRole('button', { name: 'Set pose' }).click();
  await expect(page.getByText(/took the new pose/)).toBeVisible();
  await expect(page.getByText(`Reported now: ${x} m, ${y} m`)).toBeVisible();
});

test('partial map editor: an occupied stroke closes a doorway, and the simulated robot then finds no way through it', async ({ page, server }) => {
  test.setTimeout(120_000);
  const token = await server.apiLogin(demo.otherAdmin);
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  // Hinode Warehouse 2F, which no other browser test draws on: a free 20 × 10 m map at 10 cm a pixel.
  const warehouse = (await api<Named[]>('GET', '/buildings')).find((b) => b.name === 'Hinode Warehouse');
  const floorId = (await api<Named[]>('GET', `/buildings/${warehouse?.id}/floors`)).find((f) => f.name === '2F')?.id;
  if (!warehouse || !floorId) throw new Error('no Hinode Warehouse 2F');
  const form = new FormData();
  form.append('yaml', new Blob(['image: hall.pgm\nresolution: 0.1\norigin: [0, 0, 0]\nnegate: 0\noccupied_thresh: 0.65\nfree_thresh: 0.196\n']), 'map.yaml');
  form.append('image', new Blob([new Uint8Array(Buffer.concat([Buffer.from('P5\n200 100\n255\n', 'ascii'), Buffer.alloc(200 * 100, 254)]))]), 'hall.pgm');
  expect((await fetch(`${server.url}/api/floors/${floorId}/map`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(200);
  const suffix = Date.now().toString(36);
  const west = await api<{ id: number }>('POST', '/waypoints', { name: `West door ${suffix}`, buildingId: warehouse.id, floorId, type: 1, x: 2, y: 5, yaw: 0 });
  const east = await api<{ id: number }>('POST', '/waypoints', { name: `East door ${suffix}`, buildingId: warehouse.id, floorId, type: 1, x: 12, y: 5, yaw: 0 });
  const route = await api<{ id: number }>('POST', '/map-routes', { buildingId: warehouse.id, floorId, fromWaypointId: west.id, toWaypointId: east.id, twoWay: true, laneWidth: 1 });
  const serialNo = `E2E-DOOR-${suffix}`.toUpperCase().slice(0, 24);
  const registered = await api<{ robot: { id: number }; credential: string }>('POST', '/robots', { name: 'Doorway bot', serialNo, model: 'ugo Pro', buildingId: warehouse.id, initialFloorId: floorId });
  const robot = { id: registered.robot.id, serialNo, name: 'Doorway bot', credential: registered.credential, floorId, model: 'ugo Pro' };
  const sim = await startSimulator(server, robot);
  // The ack as text (a refusal's code in it), or why the call failed (409 while the robot is offline).
  const command = (body: Record<string, unknown>) => api('POST', `/robots/${robot.id}/commands`, body).then((ack) => JSON.stringify(ack), (error: Error) => error.message);
  try {
    // Online, at the west door, with the floor's graph and the open map: a way east.
    await expect.poll(() => command({ name: 'setPose', x: 2, y: 5, yaw: 0 }), { timeout: 20_000 }).toContain('"result":"ok"');
    await expect.poll(() => command({ name: 'goTo', waypointId: east.id }), { timeout: 20_000 }).toContain('"result":"ok"');
    await command({ name: 'stop' });
    await command({ name: 'setPose', x: 2, y: 5, yaw: 0 });

    // Close the doorway: an occupied stroke across the whole map at 7 m (pixel column 72).
    await login(page, demo.otherAdmin);
    await page.goto(`/editor/floor/${floorId}/partial`);
    const canvas = page.getByTestId('occupancy-map');
    await expect(canvas.locator('canvas').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Occupied' }).check();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the occupancy grid is not on screen');
    const scale = Math.min(box.width / 200, box.height / 100) * 0.95;
    const left = box.x + (box.width - 200 * scale) / 2;
    const top = box.y + (box.height - 100 * scale) / 2;
    await page.mouse.move(left + 72 * scale, top + scale);
    await page.mouse.down();
    await page.mouse.move(left + 72 * scale, top + 99 * scale, { steps: 20 });
    await page.mouse.up();
    await expect(page.getByText('1 stroke', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save edited map' }).click();
    await expect(page.getByText('Edited map saved: the robots on this floor get it within a few seconds')).toBeVisible();

    // The robot gets the edited map within seconds and plans on it: no way east any more.
    await expect.poll(async () => {
      const answer = await command({ name: 'goTo', waypointId: east.id });
      if (answer.includes('"result":"ok"')) {
        await command({ name: 'stop' });
        await command({ name: 'setPose', x: 2, y: 5, yaw: 0 });
      }
      return answer;
    }, { timeout: 20_000, intervals: [1000] }).toContain('"code":"NO_ROUTE"');
  } finally {
    sim.stop();
    await api('DELETE', `/robots/${robot.id}`);
    await api('DELETE', `/map-routes/${route.id}`);
    for (const id of [west.id, east.id]) await api('DELETE', `/waypoints/${id}`);
  }
});

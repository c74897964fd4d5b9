// The examples in examples/ (built by `pnpm -r run build`), installed in a real server's
// <data>/custom/ exactly as a customer would, and seen working inside the console in Chromium.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { demo, expect, login, mainMenu, test, type TestServer } from './fixtures/test.js';

const examplesDir = fileURLToPath(new URL('../../examples/', import.meta.url));

/** Copies a built view example to <data>/custom/plugins/<plugin id>/ and lists its view in the manifest. */
async function installView(server: TestServer, example: string): Promise<{ path: string }> {
  const root = join(examplesDir, example);
  const pluginJson = JSON.parse(await readFile(join(root, 'dist/plugin.json'), 'utf8')) as { id: string };
  for (const file of await readdir(join(root, 'dist'))) {
    if (file.endsWith('.map')) continue;
    await server.writeCustom(`plugins/${pluginJson.id}/${file}`, await readFile(join(root, 'dist', file)));
  }
  const view = JSON.parse(await readFile(join(root, 'custom-view.json'), 'utf8')) as { path: string };
  await server.writeCustom('manifest.json', JSON.stringify({ views: [view] }));
  return view;
}

async function api<T>(server: TestServer, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Registers a robot in the operator's building and connects it to /gateway as a robot would
 * (hello with its credential, then telemetry), so the view has live state to show.
 */
async function connectRobot(server: TestServer, battery: number): Promise<{ building: string; close: () => void }> {
  // A building the operator sees, a robot registered there by their organization's administrator.
  const operatorToken = await server.apiLogin(demo.operator);
  const [building] = await api<{ id: number; name: string }[]>(server, operatorToken, 'GET', '/buildings');
  if (!building) throw new Error('the demo operator sees no building');
  const token = await server.apiLogin(demo.orgAdmin);
  const [floor] = await api<{ id: number }[]>(server, token, 'GET', `/buildings/${building.id}/floors`);
  if (!floor) throw new Error(`building ${building.id} has no floor`);
  const serialNo = `EX-${Date.now().toString(36)}`;
  const { credential } = await api<{ credential: string }>(server, token, 'POST', '/robots', {
    name: 'Example robot',
    serialNo,
    model: 'ugo Pro',
    buildingId: building.id,
    initialFloorId: floor.id,
    status: 1,
  });
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/gateway`);
  const telemetry = () => ({
    type: 'telemetry',
    ts: Date.now(),
    floorId: floor.id,
    pose: { x: 1, y: 2, yaw: 0 },
    velocity: { linear: 0, angular: 0 },
    battery: { percent: battery, state: 'active' },
    status: 1,
    currentFlow: null,
    commandMode: 1,
    speed: 'normal',
    callIn: 'idle',
    recording: null,
    errors: [],
    camera: null,
  });
  let timer: NodeJS.Timeout | undefined;
  socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', protocol: 1, serialNo, credential })));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string };
    if (message.type !== 'welcome') return;
    socket.send(JSON.stringify(telemetry()));
    timer = setInterval(() => socket.send(JSON.stringify(telemetry())), 1000);
  });
  return {
    building: building.name,
    close: () => {
      clearInterval(timer);
      socket.close();
    },
  };
}

test.describe('examples', () => {
  // Each test writes its own manifest into the data folder: a server of its own.
  test.use({ freshServer: true });

  test('the minimal view mounts under /custom with its side-bar entry', async ({ page, server }) => {
    const view = await installView(server, 'minimal-view');
    await login(page, demo.operator);
    await mainMenu(page).getByRole('link', { name: 'Minimal view' }).click();
    await expect(page).toHaveURL(new RegExp(`/custom/${view.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Minimal view' })).toBeVisible();
    await expect(page.getByText('This page is a custom view')).toBeVisible();
  });

  test('the battery overview shows live battery and availability per building, with a chart', async ({ page, server }) => {
    const view = await installView(server, 'fleet-battery-overview');
    const robot = await connectRobot(server, 42);
    try {
      await login(page, demo.operator);
      await mainMenu(page).getByRole('link', { name: 'Battery overview' }).click();
      await expect(page).toHaveURL(new RegExp(`/custom/${view.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Battery and availability' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: robot.building });
      // Columns: building, robots, online, available, average battery, below 20 %. Robots the
      // seed may have registered there never report, so only the connected one counts as online.
      const cells = row.getByRole('cell');
      await expect(cells.nth(2)).toHaveText('1');
      await expect(cells.nth(3)).toHaveText('1');
      await expect(cells.nth(4)).toHaveText('42%');
      await expect(cells.nth(5)).toHaveText('0');
      await expect(page.getByTestId('battery-chart').locator('canvas').first()).toBeVisible();
    } finally {
      robot.close();
    }
  });

  test('the branding manifest changes the login page logo, background, colour and texts', async ({ page, server }) => {
    const dist = join(examplesDir, 'branding/dist');
    await server.writeCustom('manifest.json', await readFile(join(dist, 'manifest.json')));
    for (const file of await readdir(join(dist, 'branding'))) {
      await server.writeCustom(`branding/${file}`, await readFile(join(dist, 'branding', file)));
    }
    await page.goto('/auth/login');
    const logo = page.getByRole('img', { name: 'Acme Robot Operations' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', '/custom/branding/logo.svg');
    // The sign-in page's frame, the nearest ancestor of the logo that paints a background image.
    const pageBackground = () =>
      logo.evaluate((img) => {
        let element = img.parentElement;
        while (element && getComputedStyle(element).backgroundImage === 'none') element = element.parentElement;
        return element ? getComputedStyle(element).backgroundImage : 'none';
      });
    await expect.poll(pageBackground).toMatch(/\/custom\/branding\/login-background\.svg/);
    // #6B3FA0: the brand colour replaces #1890A1 on the primary button.
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', 'rgb(107, 63, 160)');

    await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
    await page.reload();
    await expect(page.getByRole('img', { name: 'Acme ロボット運用' })).toBeVisible();
  });
});

// Inspections that produce results (issue 20), with a real fleetdeck-sim robot: a flow that visits a
// check item writes a report; the operator opens it from the list, sees its gauge photo, exports it
// as CSV, Shift_JIS CSV and Excel and reads each download back, and opens the check item's settings dialog, where the ArUco markers
// of that photo are detected in the browser.
import { readFile } from 'node:fs/promises';
import { ExcelJS, iconv } from '../api/export-decoders.js';
import { demo, expect, login, test } from './fixtures/test.js';
import { commandOverApi, registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

type Server = Parameters<typeof registerTestRobot>[0];

async function call<T>(server: Server, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A meter check item framed by ArUco markers in Aozora Tower, created as the organization administrator. */
async function arucoGauge(server: Server, name: string): Promise<number> {
  const token = await server.apiLogin(demo.orgAdmin);
  const [building] = await call<Array<{ id: number; organizationId: number }>>(server, token, 'GET', `/buildings?filter=${encodeURIComponent(JSON.stringify({ where: { name: 'Aozora Tower' } }))}`);
  const [floor] = await call<Array<{ id: number }>>(server, token, 'GET', `/buildings/${building!.id}/floors`);
  const item = await call<{ id: number }>(server, token, 'POST', '/check-items', {
    name, type: 0, organizationId: building!.organizationId, buildingId: building!.id, floorId: floor!.id, meterType: 'analog', markerType: 'aruco', json: '{}',
  });
  return item.id;
}

test('a flow run writes a report: open it from the list, see its photo, export CSV, Shift_JIS CSV and Excel, crop by the detected markers', async ({ page, server }) => {
  test.setTimeout(300_000);
  const robot = await registerTestRobot(server, 'Report patroller');
  const sim = await startSimulator(server, robot);
  // Japanese in the name, so the Shift_JIS export's encoding shows in its bytes.
  const itemName = `ボイラー圧力計 ${Date.now().toString(36)}`;
  try {
    const checkItemId = await arucoGauge(server, itemName);
    const flowName = `Gauge round ${Date.now().toString(36)}`.slice(0, 24);
    await expect(async () => expect((await commandOverApi(server, robot, {
      name: 'flow', action: 'start', flowName, waypoints: [{ x: 2.5, y: 1.5, checkItemId }, { x: 3, y: 2 }],
    })).result).toBe('ok')).toPass({ timeout: 20_000 });

    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await test.step('the report is listed and opens with its gauge photo', async () => {
      // The simulated robot starts anywhere on its 40 × 25 m floor: the drive to the check item may take a minute or more.
      await expect(async () => {
        await page.goto('/report/list/1');
        await expect(main.getByRole('row', { name: new RegExp(`${flowName}.*No abnormality`) })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 170_000 });
      await main.getByRole('link', { name: flowName }).click();
      await expect(page).toHaveURL(/\/report\/\d+$/);
      await expect(main.getByTestId('report-result')).toHaveText('No abnormality');
      const photo = main.getByRole('img', { name: new RegExp(`^Photo of ${itemName} at `) });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(320);
      await expect(main.getByRole('img', { name: new RegExp(`^Thermal of ${itemName} at `) })).toBeVisible();
    });

    await test.step('the built-in reader read the gauge: a meter reading and its history chart', async () => {
      await expect(main.getByRole('row', { name: new RegExp(`Meter.*${itemName}.*meter \\d`) })).toBeVisible();
      await expect(main.getByRole('img', { name: new RegExp(`^Readings of ${itemName}: 1 value from `) })).toBeVisible();
    });

    await test.step('the report list filters by robot and result, and keeps the filters in the URL', async () => {
      const reportUrl = page.url();
      await page.goto('/report/list/1');
      await main.getByTestId('report-filter-robotId').selectOption({ label: 'Report patroller' });
      await main.getByTestId('report-filter-result').selectOption({ label: 'No abnormality' });
      await expect(page).toHaveURL(/\/report\/list\/1\?robotId=\d+&result=0$/);
      await expect(main.getByRole('row', { name: new RegExp(flowName) })).toBeVisible();
      await main.getByTestId('report-filter-result').selectOption({ label: 'Abnormality' });
      await expect(main.getByText('No reports match these filters.')).toBeVisible();
      await page.goto(reportUrl);
    });

    await test.step('CSV export downloads a file with the check item in it', async () => {
      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: 'CSV (UTF-8)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^reports-\d+\.csv$/);
      const text = (await readFile((await file.path())!)).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text).toContain(itemName);
      await expect(main.getByText(/^Export ready: \d+ rows$/)).toBeVisible();
    });

    await test.step('Shift_JIS CSV and Excel exports read back with the check item in them', async () => {
      const sjis = page.waitForEvent('download');
      await main.getByRole('button', { name: 'CSV (Shift_JIS)' }).click();
      const sjisBytes = await readFile((await (await sjis).path())!);
      expect(iconv.decode(sjisBytes, 'Shift_JIS')).toContain(itemName);
      // Not UTF-8: the same bytes read as UTF-8 do not spell the name.
      expect(sjisBytes.toString('utf8')).not.toContain(itemName);

      const excel = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Excel', exact: true }).click();
      const file = await excel;
      expect(file.suggestedFilename()).toMatch(/^reports-\d+\.xlsx$/);
      const sheet = (await new ExcelJS.Workbook().xlsx.load(await readFile((await file.path())!))).getWorksheet('rawdata')!;
      const cells = Array.from({ length: sheet.rowCount }, (_, i) => sheet.getRow(i + 1).values).flat();
      expect(cells).toContain(itemName);
      expect(cells).toContain('meter');
    });

    await test.step('the check item dialog finds the ArUco markers on the latest photo and shows their crop', async () => {
      await page.goto(`/check-item/${checkItemId}`);
      await main.getByRole('button', { name: 'Crop and thermal areas…' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('detected-markers')).toHaveText('Detected markers: 1, 2, 3, 4');
      await expect(dialog.getByTestId('crop-size')).toContainText('Crop:');
      await expect(dialog.getByRole('img', { name: 'Latest thermal frame; drag to draw an area' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await expect(dialog).toBeHidden();
      const token = await server.apiLogin(demo.orgAdmin);
      const saved = await call<{ json: string }>(server, token, 'GET', `/check-items/${checkItemId}`);
      expect(JSON.parse(saved.json)).toMatchObject({ crop: { mode: 'aruco', markerIds: [1, 2, 3, 4] }, thermalAreas: [] });
    });
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

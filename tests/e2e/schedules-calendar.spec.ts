// Schedule calendar (issue 19): a system administrator clicks an empty slot of the week view to
// create an entry, drags it to another time, sees a refused move explained, drags one occurrence
// of a weekly entry (only that one moves), finds the entry on the
// month view, in English and Japanese, and a crowded day's rest behind its "+n more"; the dashboard shows the schedule's log; a trigger rule is
// written in the system area and its log opens; a weekly entry made by dragging over the week
// view starts its flow on a simulated robot, and the log shows it running, then done.
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

// Two of the demo fleet are simulated, for the entry that really runs (the others stay offline).
test.use({ simRobots: 2 });

const tokyoToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The middle of a time slot in a day's column of the time grid (`time` as HH:mm:ss), a little below its top edge. */
async function slotPoint(page: Page, date: string, time: string, where: 'middle' | 'freeEdge' = 'middle'): Promise<{ x: number; y: number }> {
  const column = await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const slot = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!column || !slot) throw new Error(`no slot ${date} ${time}`);
  // FullCalendar keeps the right 2.5% of a day's column free of entries, so a slot another entry covers can still be selected there.
  return { x: where === 'middle' ? column.x + column.width / 2 : column.x + column.width - 2, y: slot.y + 4 };
}

test.describe.serial('schedule calendar', () => {
  // Tall enough that the whole calendar, morning to evening, is on screen for the pointer.
  test.use({ viewport: { width: 1400, height: 1500 } });
  let token = '';
  let api: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  let buildingId = 0;
  let robotId = 0;
  let flowId = 0;
  const title = `Lobby round ${Date.now().toString(36)}`;

  test.beforeAll(async ({ server }) => {
    const login = await fetch(`${server.url}/api/operators/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: demo.system, loginPw: 'Fleetdeck-2026' }),
    });
    token = ((await login.json()) as { token: string }).token;
    api = async <T,>(method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const buildings = await api<Array<{ id: number }>>('GET', `/buildings?filter=${encodeURIComponent(JSON.stringify({ where: { name: 'Aozora Tower' } }))}`);
    buildingId = buildings[0]?.id ?? 0;
    const floors = await api<Array<{ id: number }>>('GET', `/buildings/${buildingId}/floors`);
    const floorId = floors[0]?.id ?? 0;
    robotId = (await api<{ robot: { id: number } }>('POST', '/robots', { name: 'Calendar robot', serialNo: `CAL-${Date.now().toString(36)}`, model: 'ugo Pro', buildingId, initialFloorId: floorId })).robot.id;
    flowId = (await api<{ id: number }>('POST', '/flows', { name: 'Calendar round', buildingId, floorId, definition: '{"steps":[]}' })).id;
  });

  test('clicking an empty slot creates an entry there, dragging moves it, a refused move is explained', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/schedule/cal/week');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Schedule calendar' })).toBeVisible();
    await main.getByLabel('Building').selectOption({ label: 'Aozora Tower' });
    const today = tokyoToday();
    // Today's line is drawn in the building's day.
    await expect(page.locator('.fc-timegrid-now-indicator-line')).toBeVisible();

    const slot = await slotPoint(page, today, '10:00:00');
    await page.mouse.click(slot.x, slot.y);
    await expect(page).toHaveURL((url) => url.pathname === '/schedule/create' && url.searchParams.get('start') === `${today}T10:00`);
    await expect(main.getByLabel(/^Start/)).toHaveValue(`${today}T10:00`);
    await expect(main.getByLabel(/^End/)).toHaveValue(`${today}T11:00`);
    await main.getByLabel(/^Title/).fill(title);
    await main.getByLabel(/^Robot/).selectOption({ label: 'Calendar robot' });
    await main.getByLabel(/^Flow/).selectOption({ label: 'Calendar round' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/schedule\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await page.goto('/schedule/cal/week');
    await main.getByLabel('Building').selectOption({ label: 'Aozora Tower' });
    const event = page.locator('.fc-timegrid-event', { hasText: title });
    await expect(event).toBeVisible();
    const box = await event.boundingBox();
    if (!box) throw new Error('the entry is not drawn');
    const target = await slotPoint(page, today, '13:00:00');
    await page.mouse.move(box.x + box.width / 2, box.y + 4);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 12 });
    await page.mouse.up();
    await expect(main.getByRole('status').filter({ hasText: `"${title}" saved.` })).toBeVisible();
    await expect.poll(async () => (await api<{ start: string; end: string }>('GET', `/schedules/${id}`)).start).toBe(`${today}T13:00`);

    // A move onto another entry of the same robot is refused with the form's message, and drawn back.
    await api('POST', '/schedules', { title: 'Blocker', buildingId, robotId, flowId, start: `${today}T16:00`, end: `${today}T17:00`, repeat: 'none', weekdays: ['monday'] });
    await page.reload();
    await main.getByLabel('Building').selectOption({ label: 'Aozora Tower' });
    const moved = await event.boundingBox();
    if (!moved) throw new Error('the entry is not drawn');
    const blocked = await slotPoint(page, today, '16:00:00');
    await page.mouse.move(moved.x + moved.width / 2, moved.y + 4);
    await page.mouse.down();
    await page.mouse.move(blocked.x, blocked.y, { steps: 12 });
    await page.mouse.up();
    await expect(main.getByRole('alert')).toContainText('The robot already has an entry at this time');
    expect((await api<{ start: string }>('GET', `/schedules/${id}`)).start).toBe(`${today}T13:00`);
  });

  test('dragging one occurrence of a weekly entry moves only that occurrence', async ({ page }) => {
    const today = tokyoToday();
    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${today}T00:00:00Z`).getUTCDay()];
    const weekly = `Weekly sweep ${Date.now().toString(36)}`;
    const series = await api<{ id: number }>('POST', '/schedules', { title: weekly, buildingId, robotId, flowId, start: `${weekAgo}T07:00`, end: `${weekAgo}T08:00`, repeat: 'weekly', weekdays: [weekday] });
    await login(page, demo.system);
    await page.goto('/schedule/cal/week');
    const main = page.getByRole('main');
    await main.getByLabel('Building').selectOption({ label: 'Aozora Tower' });
    const event = page.locator('.fc-timegrid-event', { hasText: weekly });
    await expect(event).toHaveCount(1);
    const box = await event.boundingBox();
    if (!box) throw new Error('the occurrence is not drawn');
    const target = await slotPoint(page, today, '08:30:00');
    await page.mouse.move(box.x + box.width / 2, box.y + 4);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 12 });
    await page.mouse.up();
    await expect(main.getByRole('status').filter({ hasText: `"${weekly}" saved.` })).toBeVisible();
    const byTitle = encodeURIComponent(JSON.stringify({ where: { title: weekly }, order: ['id ASC'] }));
    await expect.poll(async () => (await api<Array<{ id: number; start: string; repeat: string; exceptions: string[] }>>('GET', `/schedules?filter=${byTitle}`))
      .map((e) => ({ id: e.id, start: e.start, repeat: e.repeat, exceptions: e.exceptions }))).toEqual([
      { id: series.id, start: `${weekAgo}T07:00`, repeat: 'weekly', exceptions: [today] },
      { id: expect.any(Number), start: `${today}T08:30`, repeat: 'none', exceptions: [] },
    ]);
  });

  test('the month view shows the entry, in English and in Japanese', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/schedule/cal/week');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Month' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/schedule/cal/month');
    await expect(page.locator('.fc-daygrid-event', { hasText: title })).toBeVisible();

    // A crowded day draws its first three and "+n more", reached by keyboard, listing the rest.
    const tomorrow = new Date(Date.parse(`${tokyoToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const crowd = `Crowd ${Date.now().toString(36)}`;
    for (const hour of ['01', '02', '03', '04', '05']) {
      await api('POST', '/schedules', { title: `${crowd} ${hour}`, buildingId, robotId, flowId, start: `${tomorrow}T${hour}:00`, end: `${tomorrow}T${hour}:30`, repeat: 'none', weekdays: ['monday'] });
    }
    await page.reload();
    const day = page.locator(`td.fc-daygrid-day[data-date="${tomorrow}"]`);
    await expect(day.locator('.fc-daygrid-event', { hasText: crowd })).toHaveCount(3);
    const more = day.locator('.fc-daygrid-event', { hasText: '+2 more' });
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: `04:00 ${crowd} 04` })).toBeVisible();
    await dialog.getByRole('button', { name: `05:00 ${crowd} 05` }).click();
    await expect(page).toHaveURL((url) => /^\/schedule\/\d+$/.test(url.pathname));
    await page.goBack();
    await expect(day.locator('.fc-daygrid-event', { hasText: '+2 more' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
    await page.reload();
    await expect(main.getByRole('heading', { name: 'スケジュールカレンダー' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /年/ })).toBeVisible();
    await expect(page.locator('.fc-daygrid-event', { hasText: title })).toBeVisible();
    await expect(day.locator('.fc-daygrid-event', { hasText: '他 2 件' })).toBeVisible();
    await main.getByRole('tab', { name: '週' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/schedule/cal/week');
    await expect(page.locator('.fc-timegrid-event', { hasText: title })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('user-language', 'en'));
  });

  test('the dashboard shows the fleet, battery and breach charts, the schedule ahead and the latest log', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Fleet now' })).toContainText('Offline');
    await expect(main.getByRole('table', { name: 'Latest schedule log' })).toContainText('Winter night patrol');
    // The demo's runs are of a past season: the last day's chart says none finished.
    await expect(main.getByRole('heading', { name: 'Flow runs, the last 24 hours, per building' })).toBeVisible();
    await expect(main.getByTestId('runs-chart-empty')).toHaveText('No flow run finished in the last 24 hours.');
    // Battery bars of the simulated robots, live, with the numbers in the table below them.
    await expect(main.getByRole('img', { name: 'Battery of each robot reporting now, 0 to 100 %' }).locator('canvas').first()).toBeVisible();
    await expect(main.getByRole('table', { name: 'Battery' }).getByRole('row')).not.toHaveCount(0);
    // The demo's threshold hits of the last days: a week of columns, and the same counts as a table.
    await expect(main.getByRole('img', { name: 'Threshold breaches, the last 7 days, per day and level' }).locator('canvas').first()).toBeVisible();
    const breaches = main.getByRole('table', { name: 'Threshold breaches per day' });
    await expect(breaches.getByRole('row')).toHaveCount(8);
    await expect(breaches.getByRole('columnheader', { name: 'Emergency' })).toBeVisible();
  });

  test('a trigger rule is written from its form in the system area, listed, and its log opens', async ({ page }) => {
    const building = await api<{ organizationId: number }>('GET', `/buildings/${buildingId}`);
    const organization = await api<{ name: string }>('GET', `/organizations/${building.organizationId}`);
    await login(page, demo.system);
    await page.goto('/system/triggers/create');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'New trigger rule' })).toBeVisible();
    await main.getByLabel(/^Organization/).selectOption({ label: organization.name });
    await main.getByLabel(/^Name/).fill('Calendar robot offline');
    await main.getByLabel(/^When/).selectOption({ label: 'A robot\'s status changes' });
    // The form shows only the chosen kinds' fields, and says beside a field what a kind still needs.
    await expect(main.getByLabel(/^Schedule entry/)).toHaveCount(0);
    await main.getByLabel(/^Then/).selectOption({ label: 'Start a flow' });
    await expect(main.getByLabel(/^Notification level/)).toHaveCount(0);
    await expect(main.getByLabel(/^Web API/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(main.getByLabel(/^Robot status/)).toHaveAccessibleDescription(/This field is required/);
    await expect(main.getByLabel(/^Robot to run the flow/)).toHaveAccessibleDescription(/This field is required/);
    await expect(main.getByLabel(/^Flow to start/)).toHaveAccessibleDescription(/This field is required/);
    await expect(page).toHaveURL((url) => url.pathname === '/system/triggers/create');
    await main.getByLabel(/^Robot status/).selectOption({ label: 'Goes offline' });
    await main.getByLabel(/^Then/).selectOption({ label: 'Send a notification' });
    await expect(main.getByLabel(/^Flow to start/)).toHaveCount(0);
    await expect(main.getByLabel(/^Notification level/)).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/system\/triggers\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await api<{ eventType: number; robotStatus: string; targetType: number; flowId: number | null }>('GET', `/system/triggers/${id}`)).toMatchObject({ eventType: 1, robotStatus: 'offline', targetType: 1, flowId: null });

    // An entry due in a few seconds fires a schedule rule; the organization has no mail target, so the firing fails and says why.
    await api('POST', '/system/triggers', { organizationId: building.organizationId, name: 'Calendar entry mail', eventType: 0, targetType: 1 });
    const inTokyo = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 19);
    // The scheduler never starts an occurrence that began before its entry was last written (it
    // was not planned then). A start two seconds ahead, cut to the second, left one second for the
    // write, which a loaded CI machine once overran: the rule never fired and only the retry passed.
    // Eight seconds leave room; the check below says so plainly if even that is overrun.
    const soon = await api<{ start: string; updatedAt: string }>('POST', '/schedules', {
      title: 'Trigger soon', buildingId, robotId, flowId, start: inTokyo(8000), end: inTokyo(60_000), repeat: 'none', weekdays: ['monday'], priority: true,
    });
    expect(Date.parse(`${soon.start}+09:00`), 'the entry was written after its start').toBeGreaterThan(Date.parse(soon.updatedAt));
    await expect.poll(async () => (await api<Array<{ ruleName: string; result: string | null }>>('GET', '/system/trigger-logs')).find((row) => row.ruleName === 'Calendar entry mail')?.result, { timeout: 30_000 }).toBe('fail');

    await page.goto('/system/triggers/list');
    await expect(main.getByRole('row', { name: /Calendar robot offline/ })).toBeVisible();
    await main.getByRole('link', { name: 'Trigger log' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/system/trigger-log/1');
    await expect(main.getByRole('heading', { name: 'Trigger log' })).toBeVisible();
    const row = main.getByRole('table', { name: 'Trigger rule firings' }).getByRole('row', { name: /Calendar entry mail/ });
    await expect(row).toContainText('A schedule entry starts');
    await expect(row).toContainText('No mail notification target has this level');
  });

  test('a weekly entry made by dragging over the week view runs on the robot: running, then done', async ({ page }) => {
    test.setTimeout(240_000);
    // A simulated robot once it is online and has said where it is.
    const robots = await api<Array<{ id: number; name: string; buildingId: number }>>('GET', '/robots');
    let placed: { id: number; name: string; buildingId: number; x: number; y: number } | undefined;
    await expect.poll(async () => {
      for (const robot of robots) {
        const activity = await api<{ connection: string; samples: Array<{ x: number | null; y: number | null }> }>('GET', `/robots/${robot.id}/activity?limit=1`);
        const sample = activity.samples[0];
        if (activity.connection === 'online' && sample?.x != null && sample.y != null) {
          placed = { ...robot, x: sample.x, y: sample.y };
          return true;
        }
      }
      return false;
    }, { timeout: 60_000 }).toBe(true);
    if (!placed) throw new Error('no simulated robot is online');
    const building = await api<{ name: string }>('GET', `/buildings/${placed.buildingId}`);
    const floors = await api<Array<{ id: number }>>('GET', `/buildings/${placed.buildingId}/floors`);
    // One waypoint 15 m off, towards the middle of the 40 m floor: about half a minute's walk at 0.6 m/s,
    // longer than opening the log page takes on a loaded machine, so the page sees it running.
    const waypoint = { x: placed.x < 20 ? placed.x + 15 : placed.x - 15, y: Math.min(Math.max(placed.y, 1), 24) };
    const flowName = `Dragged walk ${Date.now().toString(36)}`;
    await api('POST', '/flows', { name: flowName, buildingId: placed.buildingId, floorId: floors[0]?.id, definition: JSON.stringify({ waypoints: [waypoint] }) });

    // The entry starts on the next whole minute at least 45 s away, so it is saved well before then.
    const tokyo = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString();
    const startMs = Math.ceil((Date.now() + 45_000) / 60_000) * 60_000;
    const start = tokyo(startMs).slice(0, 16);
    const day = start.slice(0, 10);
    // Drag over two half-hour slots from the one the start falls in (the last two of the day at most).
    const slotOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}:00`;
    const fromMinutes = Math.min(Math.floor((Number(start.slice(11, 13)) * 60 + Number(start.slice(14, 16))) / 30) * 30, 23 * 60);
    const weekly = `Dragged weekly ${Date.now().toString(36)}`;

    await login(page, demo.system);
    await page.goto('/schedule/cal/week');
    const main = page.getByRole('main');
    await main.getByLabel('Building').selectOption({ label: building.name });
    // Other tests' entries may sit in these slots (one started a minute ago): the drag runs down their free edge.
    const from = await slotPoint(page, day, slotOf(fromMinutes), 'freeEdge');
    const to = await slotPoint(page, day, slotOf(fromMinutes + 30), 'freeEdge');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const draggedEnd = fromMinutes + 60 === 24 * 60 ? `${nextDay}T00:00` : `${day}T${slotOf(fromMinutes + 60).slice(0, 5)}`;
    await expect(page).toHaveURL((url) => url.pathname === '/schedule/create' && url.searchParams.get('start') === `${day}T${slotOf(fromMinutes).slice(0, 5)}` && url.searchParams.get('end') === draggedEnd);
    await expect(main.getByLabel(/^End/)).toHaveValue(draggedEnd);
    // The dragged day's weekday is ticked; the start is set to the minute the test waits for.
    await expect(main.getByRole('group', { name: 'Days of the week' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
    await main.getByLabel(/^Start/).fill(start);
    await main.getByLabel(/^Title/).fill(weekly);
    await main.getByLabel(/^Repeat(?! until)/).selectOption({ label: 'Weekly' });
    await main.getByLabel(/^Robot/).selectOption({ label: placed.name });
    await main.getByLabel(/^Flow/).selectOption({ label: flowName });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/schedule\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await api<{ repeat: string; start: string; robotId: number }>('GET', `/schedules/${id}`)).toMatchObject({ repeat: 'weekly', start, robotId: placed.id });

    // The log is watched through the API (a page reload on a loaded machine can outlast a short
    // run); once it says running, and again once done, the log page is opened and must say so too.
    // The result with its reason, if any, so a failure says why (`cancel stopped`, `fail robotOffline`).
    const resultOf = async () => {
      const [entry] = await api<Array<{ result: string; reason: string | null }>>('GET', `/schedule-logs?filter=${encodeURIComponent(JSON.stringify({ where: { scheduleId: id } }))}`);
      return entry ? [entry.result, entry.reason].filter(Boolean).join(' ') : undefined;
    };
    await expect.poll(resultOf, { timeout: Math.max(0, startMs - Date.now()) + 60_000, intervals: [250] }).toBe('running');
    await page.goto('/schedule/log/1');
    const row = main.getByRole('table', { name: 'Schedule occurrences' }).getByRole('row', { name: new RegExp(weekly) });
    await expect(row).toContainText('Running');
    await expect.poll(resultOf, { timeout: 120_000, intervals: [500] }).toBe('done');
    await page.reload();
    await expect(row).toContainText('Done');
  });
});

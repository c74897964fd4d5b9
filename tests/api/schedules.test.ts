// Schedule entries (issue 19): §5 rules, robot and flow of the entry's building, the overlap rule,
// the building's time zone and occurrences that keep their local time across DST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let system: string;
let operator: string;
let orgAdmin: string;
let otherAdmin: string;

interface Place { buildingId: number; floorId: number; robotId: number; flowId: number }
let tower: Place;
let warehouse: Place;

const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

async function buildingNamed(name: string): Promise<number> {
  const res = await server.api<Array<{ id: number }>>('GET', `/api/buildings?filter=${q({ where: { name }, fields: ['id'] })}`, undefined, system);
  const id = res.body[0]?.id;
  if (!id) throw new Error(`no building ${name}: ${JSON.stringify(res.body)}`);
  return id;
}

let serial = 0;
async function place(buildingName: string): Promise<Place> {
  const buildingId = await buildingNamed(buildingName);
  const floors = await server.api<Array<{ id: number }>>('GET', `/api/buildings/${buildingId}/floors`, undefined, system);
  const floorId = floors.body[0]?.id ?? 0;
  serial += 1;
  const robot = await server.api<{ robot: { id: number } }>('POST', '/api/robots', {
    name: `Sched ${serial}`, serialNo: `SCHED-${serial}-${Date.now().toString(36)}`, model: 'ugo Pro', buildingId, initialFloorId: floorId,
  }, system);
  const flow = await server.api<{ id: number }>('POST', '/api/flows', { name: `Round ${serial}`, buildingId, floorId, definition: '{"steps":[]}' }, system);
  expect(robot.status, JSON.stringify(robot.body)).toBe(201);
  expect(flow.status, JSON.stringify(flow.body)).toBe(201);
  return { buildingId, floorId, robotId: robot.body.robot.id, flowId: flow.body.id };
}

const entry = (at: Place, over: Record<string, unknown> = {}) => ({
  title: 'Morning patrol', buildingId: at.buildingId, robotId: at.robotId, flowId: at.flowId,
  start: '2031-03-03T09:00', end: '2031-03-03T10:00', repeat: 'weekly', weekdays: ['monday'], ...over,
});

function detailOf(res: { status: number; body: unknown }, status: number, path: string, code: string) {
  const body = res.body as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  const detail = body.error.details?.find((d) => d.path === path);
  expect(detail, JSON.stringify(body)).toMatchObject({ code });
  return detail;
}

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [system, operator, orgAdmin, otherAdmin] = await Promise.all([server.login(demo.system), server.login(demo.operator), server.login(demo.orgAdmin), server.login(demo.otherAdmin)]);
  tower = await place('Aozora Tower');
  warehouse = await place('Hinode Warehouse');
});
afterAll(async () => {
  await server?.stop();
});

describe('schedule entries §5', () => {
  it('requires a title of at most 256, start, end, flow, robot and weekday', async () => {
    detailOf(await server.api('POST', '/api/schedules', entry(tower, { title: '' }), system), 400, 'title', 'minLength');
    detailOf(await server.api('POST', '/api/schedules', entry(tower, { title: 't'.repeat(257) }), system), 400, 'title', 'maxLength');
    for (const field of ['title', 'start', 'end', 'flowId', 'robotId', 'weekdays'] as const) {
      const body: Record<string, unknown> = entry(tower);
      delete body[field];
      detailOf(await server.api('POST', '/api/schedules', body, system), 400, field, 'required');
    }
    detailOf(await server.api('POST', '/api/schedules', entry(tower, { weekdays: [] }), system), 400, 'weekdays', 'minItems');
    detailOf(await server.api('POST', '/api/schedules', entry(tower, { repeat: 'yearly' }), system), 400, 'repeat', 'anyOf');
  });

  it('refuses an end not after the start, a day-long-plus entry and a repeat end before the start, with their messages', async () => {
    const early = detailOf(await server.api('POST', '/api/schedules', entry(tower, { end: '2031-03-03T08:00' }), system), 400, 'end', 'endNotAfterStart');
    expect(early?.message).toBe('The end must be after the start');
    detailOf(await server.api('POST', '/api/schedules', entry(tower, { end: '2031-03-04T10:01' }), system), 400, 'end', 'tooLong');
    detailOf(await server.api('POST', '/api/schedules', entry(tower, { until: '2031-03-01' }), system), 400, 'until', 'untilBeforeStart');
  });

  it('refuses a robot or flow of another organization, and writes by anyone but a system administrator', async () => {
    detailOf(await server.api('POST', '/api/schedules', entry(tower, { robotId: warehouse.robotId }), system), 400, 'robotId', 'notInBuilding');
    detailOf(await server.api('POST', '/api/schedules', entry(tower, { flowId: warehouse.flowId }), system), 400, 'flowId', 'notInBuilding');
    expect((await server.api('POST', '/api/schedules', entry(tower), orgAdmin)).status).toBe(403);
    expect((await server.api('GET', '/api/schedules', undefined, operator)).status).toBe(200);
  });

  it('refuses an overlap on the same robot unless one side is priority', async () => {
    const at = await place('Aozora Tower');
    const first = await server.api<{ id: number }>('POST', '/api/schedules', entry(at), system);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const clash = entry(at, { title: 'Extra', start: '2031-03-17T09:30', end: '2031-03-17T10:30', repeat: 'none' });
    const refused = detailOf(await server.api('POST', '/api/schedules', clash, system), 409, 'start', 'scheduleOverlap');
    expect(refused?.message).toContain('"Morning patrol" (2031-03-17T09:00)');
    // Moving it past the weekly one's end, or skipping that Monday, or marking it priority, lets it in.
    expect((await server.api('POST', '/api/schedules', { ...clash, start: '2031-03-17T10:30', end: '2031-03-17T11:00' }, system)).status).toBe(201);
    const priority = await server.api<{ id: number }>('POST', '/api/schedules', { ...clash, title: 'Urgent', priority: true }, system);
    expect(priority.status, JSON.stringify(priority.body)).toBe(201);
    // Another robot at the same time is no overlap; turning priority off again is refused.
    expect((await server.api('POST', '/api/schedules', entry(tower, { start: '2031-03-17T09:30', end: '2031-03-17T10:30', repeat: 'none' }), system)).status).toBe(201);
    detailOf(await server.api('PATCH', `/api/schedules/${priority.body.id}`, { priority: false }, system), 409, 'start', 'scheduleOverlap');
    expect((await server.api('PATCH', `/api/schedules/${first.body.id}`, { exceptions: ['2031-03-17'] }, system)).status).toBe(200);
    expect((await server.api('PATCH', `/api/schedules/${priority.body.id}`, { priority: false }, system)).status).toBe(200);
  });
});

describe('building time zone and occurrences', () => {
  it('gives buildings Asia/Tokyo by default and refuses a zone nobody knows', async () => {
    const building = await server.api<{ timeZone: string }>('GET', `/api/buildings/${tower.buildingId}`, undefined, system);
    expect(building.body.timeZone).toBe('Asia/Tokyo');
    detailOf(await server.api('PATCH', `/api/buildings/${tower.buildingId}`, { timeZone: 'Mars/Olympus_Mons' }, system), 400, 'timeZone', 'timeZoneUnknown');
  });

  it('keeps a weekly 09:00 entry at 09:00 local across the DST change of its building', async () => {
    const at = await place('Aozora East Plaza');
    expect((await server.api('PATCH', `/api/buildings/${at.buildingId}`, { timeZone: 'America/New_York' }, system)).status).toBe(200);
    const created = await server.api<{ id: number }>('POST', '/api/schedules', entry(at, { start: '2031-03-03T09:00', end: '2031-03-03T09:45' }), system);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await server.api<Array<{ scheduleId: number; start: string; end: string; localStart: string; timeZone: string }>>(
      'GET', `/api/schedules/occurrences?from=2031-03-01T00:00:00Z&to=2031-03-20T00:00:00Z&buildingId=${at.buildingId}`, undefined, system,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = res.body.filter((o) => o.scheduleId === created.body.id);
    // 2031's change is on 9 March: 09:00 EST is 14:00Z, 09:00 EDT 13:00Z.
    expect(mine.map((o) => o.start)).toEqual(['2031-03-03T14:00:00.000Z', '2031-03-10T13:00:00.000Z', '2031-03-17T13:00:00.000Z']);
    expect(mine.map((o) => o.localStart)).toEqual(['2031-03-03T09:00', '2031-03-10T09:00', '2031-03-17T09:00']);
    expect(mine.every((o) => o.timeZone === 'America/New_York' && Date.parse(o.end) - Date.parse(o.start) === 45 * 60_000)).toBe(true);
  });

  it('runs a daily time the clocks skip when they jump, and a time they pass twice once (DST boundaries)', async () => {
    const at = await place('Aozora East Plaza');
    expect((await server.api('PATCH', `/api/buildings/${at.buildingId}`, { timeZone: 'America/New_York' }, system)).status).toBe(200);
    const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const startsOf = async (over: Record<string, unknown>, from: string, to: string) => {
      const created = await server.api<{ id: number }>('POST', '/api/schedules', entry(at, { repeat: 'daily', weekdays: everyDay, ...over }), system);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const res = await server.api<Array<{ scheduleId: number; start: string }>>(
        'GET', `/api/schedules/occurrences?from=${from}&to=${to}&robotId=${at.robotId}`, undefined, system,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.filter((o) => o.scheduleId === created.body.id).map((o) => o.start);
    };
    // 9 March 2031, 02:00 EST jumps to 03:00 EDT: 02:30 does not exist that day and runs at 03:30 (07:30Z).
    expect(await startsOf({ title: 'Night round', start: '2031-03-08T02:30', end: '2031-03-08T02:45', until: '2031-03-10' }, '2031-03-07T00:00:00Z', '2031-03-12T00:00:00Z'))
      .toEqual(['2031-03-08T07:30:00.000Z', '2031-03-09T07:30:00.000Z', '2031-03-10T06:30:00.000Z']);
    // 2 November 2031, 02:00 EDT falls back to 01:00 EST: 01:30 passes twice and runs on the first pass only.
    expect(await startsOf({ title: 'Early round', start: '2031-11-01T01:30', end: '2031-11-01T01:45', until: '2031-11-03' }, '2031-10-31T00:00:00Z', '2031-11-05T00:00:00Z'))
      .toEqual(['2031-11-01T05:30:00.000Z', '2031-11-02T05:30:00.000Z', '2031-11-03T06:30:00.000Z']);
  });

  it('answers only the caller\'s organizations\' occurrences, and refuses a range too wide', async () => {
    const created = await server.api<{ id: number }>('POST', '/api/schedules', entry(warehouse, { title: 'Hinode rounds' }), system);
    expect(created.status).toBe(201);
    const range = 'from=2031-03-01T00:00:00Z&to=2031-03-08T00:00:00Z';
    const hinode = await server.api<Array<{ title: string }>>('GET', `/api/schedules/occurrences?${range}`, undefined, otherAdmin);
    expect(hinode.body.map((o) => o.title)).toEqual(['Hinode rounds']);
    const aozora = await server.api<Array<{ title: string }>>('GET', `/api/schedules/occurrences?${range}`, undefined, operator);
    expect(aozora.body.some((o) => o.title === 'Hinode rounds')).toBe(false);
    expect(aozora.body.length).toBeGreaterThan(0);
    detailOf(await server.api('GET', '/api/schedules/occurrences?from=2031-01-01T00:00:00Z&to=2031-06-01T00:00:00Z', undefined, operator), 400, 'to', 'range');
  });
});

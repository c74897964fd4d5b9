import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

// Issue 18's rule "a waypoint used by a flow cannot be deleted, naming the flows", through the
// waypoint resource and the editor's layout save, and the floor revision every delete moves (so the
// editor's stale save still meets its 409).

let server: TestServer;
let orgAdmin: string;
let operator: string;
let buildingId: number;
let floorId: number;

interface Named { id: number; name: string }
interface LayoutWaypoint { id: number; name: string; type: number; x: number; y: number; yaw: number; action: string }
interface Layout { revision: number; waypoints: LayoutWaypoint[]; routes: Array<{ id: number; fromWaypointId: number; toWaypointId: number; twoWay: boolean; laneWidth: number }>; areas: unknown[] }
interface Uses { floorId: number; uses: Array<{ waypointId: number; flows: Named[] }> }

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [orgAdmin, operator] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.operator)]);
  const buildings = await server.api<Named[]>('GET', '/api/buildings', undefined, orgAdmin);
  buildingId = buildings.body.find((b) => b.name === 'Aozora Tower')?.id ?? 0;
  const floors = await server.api<Named[]>('GET', `/api/buildings/${buildingId}/floors`, undefined, orgAdmin);
  floorId = floors.body.find((f) => f.name === '3F')?.id ?? floors.body[floors.body.length - 1]?.id ?? 0;
});
afterAll(async () => {
  await server?.stop();
});

async function newWaypoint(name: string): Promise<number> {
  const res = await server.api<{ id: number }>('POST', '/api/waypoints', { name, buildingId, floorId, type: 1, x: 1, y: 1, yaw: 0 }, orgAdmin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
async function newFlow(name: string, waypointIds: number[]): Promise<number> {
  const steps = waypointIds.map((waypointId) => ({ goTo: { waypointId, name: `wp ${waypointId}`, x: 1, y: 1, yaw: 0 } }));
  const res = await server.api<{ id: number }>('POST', '/api/flows', { name, buildingId, floorId, definition: JSON.stringify({ steps: [...steps, { wait: 1 }] }) }, orgAdmin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
const layout = async (): Promise<Layout> => (await server.api<Layout>('GET', `/api/floors/${floorId}/layout`, undefined, orgAdmin)).body;
/** The save body that keeps every stored item except the waypoints in `drop` (and routes that join them). */
function saveWithout(current: Layout, drop: readonly number[]) {
  const kept = current.waypoints.filter((w) => !drop.includes(w.id));
  return {
    revision: current.revision,
    waypoints: kept.map((w) => ({ key: `w${w.id}`, id: w.id, name: w.name, type: w.type, x: w.x, y: w.y, yaw: w.yaw, action: w.action })),
    routes: current.routes.filter((r) => !drop.includes(r.fromWaypointId) && !drop.includes(r.toWaypointId))
      .map((r) => ({ id: r.id, from: `w${r.fromWaypointId}`, to: `w${r.toWaypointId}`, twoWay: r.twoWay, laneWidth: r.laneWidth })),
    areas: [],
  };
}

describe('a waypoint a flow goes to', () => {
  it('cannot be deleted through the resource, and the refusal names every flow that goes there', async () => {
    const lobby = await newWaypoint('Rule lobby');
    const spare = await newWaypoint('Rule spare');
    await newFlow('Night round', [lobby]);
    await newFlow('Morning round', [spare, lobby]);

    const refused = await server.api<ErrorBody>('DELETE', `/api/waypoints/${lobby}`, undefined, orgAdmin);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    const detail = refused.body.error.details?.find((d) => d.code === 'waypointInUse');
    expect(detail?.path).toBe('id');
    expect(detail?.message).toContain('"Morning round", "Night round"');
    expect(refused.body.error.message).toContain('Night round');
    expect((await server.api('GET', `/api/waypoints/${lobby}`, undefined, orgAdmin)).status).toBe(200);

    // The editor reads the same uses to refuse the delete before saving (any reader of the floor).
    const uses = await server.api<Uses>('GET', `/api/floors/${floorId}/waypoint-flows`, undefined, operator);
    expect(uses.status).toBe(200);
    expect(uses.body.uses).toEqual(expect.arrayContaining([
      { waypointId: lobby, flows: [expect.objectContaining({ name: 'Morning round' }), expect.objectContaining({ name: 'Night round' })] },
      { waypointId: spare, flows: [expect.objectContaining({ name: 'Morning round' })] },
    ]));
  });

  it("cannot be dropped by the editor's layout save: 409 with a detail naming the waypoint and its flow, nothing saved", async () => {
    const dock = await newWaypoint('Rule dock');
    const other = await newWaypoint('Rule other');
    await newFlow('Dock run', [dock]);
    const before = await layout();
    const refused = await server.api<ErrorBody>('PUT', `/api/floors/${floorId}/layout`, saveWithout(before, [dock, other]), orgAdmin);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error.details).toEqual([{ path: 'waypoints', code: 'waypointInUse', message: 'The waypoint "Rule dock" is used by the flow "Dock run"; remove it from that flow first' }]);
    const after = await layout();
    expect(after.revision).toBe(before.revision);
    expect(after.waypoints.map((w) => w.id)).toEqual(expect.arrayContaining([dock, other]));
  });

  it('can be deleted once no flow goes there', async () => {
    const gate = await newWaypoint('Rule gate');
    const flow = await newFlow('Gate run', [gate]);
    expect((await server.api('DELETE', `/api/waypoints/${gate}`, undefined, orgAdmin)).status).toBe(409);
    expect((await server.api('PATCH', `/api/flows/${flow}`, { definition: '{"steps": [{"wait": 2}]}' }, orgAdmin)).status).toBe(200);
    expect((await server.api('DELETE', `/api/waypoints/${gate}`, undefined, orgAdmin)).status).toBe(204);
  });
});

describe('deletes move the floor revision', () => {
  it('a waypoint, route or area deleted through its resource moves the revision, so a save from before it conflicts', async () => {
    const a = await newWaypoint('Rev A');
    const b = await newWaypoint('Rev B');
    const route = await server.api<{ id: number }>('POST', '/api/map-routes', { buildingId, floorId, fromWaypointId: a, toWaypointId: b, twoWay: true, laneWidth: 1 }, orgAdmin);
    const opened = await layout();

    expect((await server.api('DELETE', `/api/map-routes/${route.body.id}`, undefined, orgAdmin)).status).toBe(204);
    const afterRoute = await layout();
    expect(afterRoute.revision).toBe(opened.revision + 1);
    expect((await server.api('DELETE', `/api/waypoints/${b}`, undefined, orgAdmin)).status).toBe(204);
    expect((await layout()).revision).toBe(opened.revision + 2);

    const stale = await server.api<ErrorBody>('PUT', `/api/floors/${floorId}/layout`, saveWithout(opened, []), orgAdmin);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    expect(stale.body.error.details ?? []).toEqual([]);
  });

  it("the editor's save that deletes a waypoint moves the revision once, and the save it replaced then conflicts", async () => {
    const gone = await newWaypoint('Rev gone');
    const opened = await layout();
    const saved = await server.api<Layout>('PUT', `/api/floors/${floorId}/layout`, saveWithout(opened, [gone]), orgAdmin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.revision).toBe(opened.revision + 1);
    expect(saved.body.waypoints.map((w) => w.id)).not.toContain(gone);
    expect((await server.api('GET', `/api/waypoints/${gone}`, undefined, orgAdmin)).status).toBe(404);
    const again = await server.api<ErrorBody>('PUT', `/api/floors/${floorId}/layout`, saveWithout(opened, [gone]), orgAdmin);
    expect(again.status).toBe(409);
  });
});

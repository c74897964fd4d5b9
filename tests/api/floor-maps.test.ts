import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

// Floor maps of issue 18 through the API only: waypoints, routes and areas as resources, the robot
// map's map.yaml + image round trip, and the editor's one-transaction layout save with its 409.

let server: TestServer;
let orgAdmin: string;
let operator: string;
let otherAdmin: string;
let towerId: number;
let tower1F: number;
let tower2F: number;
let plaza1F: number;
let otherFloor: number;

interface Named { id: number; name: string }
interface Layout { revision: number; waypoints: Array<{ id: number; name: string; x: number }>; routes: Array<{ id: number; fromWaypointId: number; toWaypointId: number; twoWay: boolean }>; areas: unknown[] }

async function buildingNamed(token: string, name?: string): Promise<Named> {
  const list = await server.api<Named[]>('GET', '/api/buildings', undefined, token);
  const found = name ? list.body.find((b) => b.name === name) : list.body[0];
  if (!found) throw new Error(`no building ${name ?? ''}`);
  return found;
}
async function floorNamed(token: string, buildingId: number, name?: string): Promise<number> {
  const floors = await server.api<Named[]>('GET', `/api/buildings/${buildingId}/floors`, undefined, token);
  const found = name ? floors.body.find((f) => f.name === name) : floors.body[0];
  if (!found) throw new Error(`no floor ${name ?? ''} in building ${buildingId}`);
  return found.id;
}

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [orgAdmin, operator, otherAdmin] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.operator), server.login(demo.otherAdmin)]);
  towerId = (await buildingNamed(orgAdmin, 'Aozora Tower')).id;
  tower1F = await floorNamed(orgAdmin, towerId, '1F');
  tower2F = await floorNamed(orgAdmin, towerId, '2F');
  plaza1F = await floorNamed(orgAdmin, (await buildingNamed(orgAdmin, 'Aozora East Plaza')).id, '1F');
  const theirs = await buildingNamed(otherAdmin);
  otherFloor = await floorNamed(otherAdmin, theirs.id);
});
afterAll(async () => {
  await server?.stop();
});

function fieldError(res: { status: number; body: unknown }, path: string, code: string) {
  const body = res.body as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.details?.find((d) => d.path === path), JSON.stringify(body)).toMatchObject({ code });
}

const waypoint = (name: string, extra: Record<string, unknown> = {}) => ({ name, buildingId: towerId, floorId: tower1F, type: 1, x: 1.5, y: -2, yaw: 45, ...extra });

describe('waypoints, routes and areas as resources', () => {
  it('creates and lists waypoints of a floor and refuses bad ones with field errors', async () => {
    fieldError(await server.api('POST', '/api/waypoints', waypoint(''), orgAdmin), 'name', 'minLength');
    fieldError(await server.api('POST', '/api/waypoints', waypoint('n'.repeat(41)), orgAdmin), 'name', 'maxLength');
    fieldError(await server.api('POST', '/api/waypoints', waypoint('Bad type', { type: 4 }), orgAdmin), 'type', 'anyOf');
    fieldError(await server.api('POST', '/api/waypoints', waypoint('Far', { x: 1e6 }), orgAdmin), 'x', 'maximum');
    fieldError(await server.api('POST', '/api/waypoints', waypoint('Act', { type: 10 }), orgAdmin), 'action', 'actionRequired');
    fieldError(await server.api('POST', '/api/waypoints', waypoint('Elsewhere', { floorId: plaza1F }), orgAdmin), 'floorId', 'notInBuilding');
    const created = await server.api<{ id: number; type: number; action: string }>('POST', '/api/waypoints', waypoint('Charger', { type: 2 }), orgAdmin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ type: 2, action: '' });
    fieldError(await server.api('PATCH', `/api/waypoints/${created.body.id}`, { type: 10 }, orgAdmin), 'action', 'actionRequired');
    expect((await server.api('PATCH', `/api/waypoints/${created.body.id}`, { type: 10, action: 'open-door' }, orgAdmin)).status).toBe(200);
    const listed = await server.api<Named[]>('GET', `/api/waypoints?filter=${encodeURIComponent(JSON.stringify({ where: { floorId: tower1F } }))}`, undefined, operator);
    expect(listed.body.map((w) => w.name)).toContain('Charger');
    expect((await server.api('POST', '/api/waypoints', waypoint('Op'), operator)).status).toBe(403);
    expect((await server.api('GET', `/api/waypoints/${created.body.id}`, undefined, otherAdmin)).status).toBe(404);
    expect((await server.api('PATCH', `/api/waypoints/${created.body.id}`, { x: 0 }, otherAdmin)).status).toBe(404);
  });

  it('joins two different waypoints of its floor by a route; a speed area names its speed', async () => {
    const a = (await server.api<{ id: number }>('POST', '/api/waypoints', waypoint('Route A'), orgAdmin)).body.id;
    const b = (await server.api<{ id: number }>('POST', '/api/waypoints', waypoint('Route B'), orgAdmin)).body.id;
    const upstairs = (await server.api<{ id: number }>('POST', '/api/waypoints', waypoint('Route C', { floorId: tower2F }), orgAdmin)).body.id;
    const route = { buildingId: towerId, floorId: tower1F, fromWaypointId: a, toWaypointId: b, twoWay: false, laneWidth: 1.2 };
    const created = await server.api<{ twoWay: boolean; laneWidth: number }>('POST', '/api/map-routes', route, orgAdmin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ twoWay: false, laneWidth: 1.2 });
    fieldError(await server.api('POST', '/api/map-routes', { ...route, toWaypointId: a }, orgAdmin), 'toWaypointId', 'routeLoop');
    fieldError(await server.api('POST', '/api/map-routes', { ...route, toWaypointId: upstairs }, orgAdmin), 'toWaypointId', 'waypointNotOnFloor');
    fieldError(await server.api('POST', '/api/map-routes', { ...route, laneWidth: 0 }, orgAdmin), 'laneWidth', 'minimum');

    const area = { name: 'Lobby slow', buildingId: towerId, floorId: tower1F, kind: 1, maxSpeed: 0.3, polygon: [{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 3, y: 3 }] };
    expect((await server.api('POST', '/api/map-areas', area, orgAdmin)).status).toBe(201);
    fieldError(await server.api('POST', '/api/map-areas', { ...area, maxSpeed: null }, orgAdmin), 'maxSpeed', 'speedRequired');
    fieldError(await server.api('POST', '/api/map-areas', { ...area, polygon: [{ x: 0, y: 0 }] }, orgAdmin), 'polygon', 'minItems');
    expect((await server.api('POST', '/api/map-areas', { ...area, kind: 2, maxSpeed: null }, orgAdmin)).status).toBe(201);
  });
});

const MAP_YAML = 'image: lobby.pgm\nmode: trinary\nresolution: 0.05\norigin: [-2.5, -1.25, 0.0]\nnegate: 0\noccupied_thresh: 0.65\nfree_thresh: 0.196\n';
// 4 × 3 pixels: free (254), occupied (0) and unknown (205), as map_saver writes them.
const PGM = Buffer.concat([Buffer.from('P5\n# CREATOR: map_saver\n4 3\n255\n', 'ascii'), Buffer.from([254, 254, 0, 205, 254, 0, 0, 205, 254, 254, 254, 205])]);

async function uploadMap(floorId: number, token: string, parts: Record<string, { bytes: Buffer | string; name: string }>) {
  const form = new FormData();
  for (const [field, { bytes, name }] of Object.entries(parts)) form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.url}/api/floors/${floorId}/map`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as unknown };
}
/** map.yaml's keys and values, numbers as numbers (`origin` as its three numbers): enough to compare two map.yaml texts. */
function mapYamlValues(text: string): Record<string, unknown> {
  const entries = text.split('\n').filter((line) => line.includes(':')).map((line) => {
    const [key = '', ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (value.startsWith('[')) return [key.trim(), value.slice(1, -1).split(',').map(Number)];
    return [key.trim(), value === '' || Number.isNaN(Number(value)) ? value : Number(value)];
  });
  return Object.fromEntries(entries);
}
async function download(path: string, token: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('robot maps in map_server format', () => {
  it('uploads map.yaml and its PGM, and downloads the same map back', async () => {
    const uploaded = await uploadMap(tower2F, orgAdmin, { yaml: { bytes: MAP_YAML, name: 'map.yaml' }, image: { bytes: PGM, name: 'lobby.pgm' } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({ floorId: tower2F, map: { image: 'lobby.pgm', width: 4, height: 3, resolution: 0.05, origin: { x: -2.5, y: -1.25, yaw: 0 }, negate: false, mode: 'trinary' } });

    const yaml = await download(`/api/floors/${tower2F}/map/map.yaml`, operator);
    expect(yaml.status).toBe(200);
    expect(mapYamlValues(yaml.bytes.toString('utf8'))).toEqual(mapYamlValues(MAP_YAML));
    const image = await download(`/api/floors/${tower2F}/map/image`, operator);
    expect(image.bytes.equals(PGM)).toBe(true);
    const png = await download(`/api/floors/${tower2F}/map/image.png`, operator);
    expect(png.type).toBe('image/png');
    // The PNG's header: 8 signature bytes, then IHDR with width and height.
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([4, 3]);

    // Once the floor has a map, a waypoint must lie on it (4 × 3 pixels of 5 cm from (-2.5, -1.25)).
    fieldError(await server.api('POST', '/api/waypoints', waypoint('Off the map', { floorId: tower2F, x: 100 }), orgAdmin), 'x', 'outsideMap');
    expect((await server.api('POST', '/api/waypoints', waypoint('On the map', { floorId: tower2F, x: -2.4, y: -1.2 }), orgAdmin)).status).toBe(201);

    const floors = await server.api<Array<{ id: number; ugomap: string | null }>>('GET', `/api/buildings/${towerId}/floors`, undefined, operator);
    expect(floors.body.find((f) => f.id === tower2F)?.ugomap).toBe(`/api/floors/${tower2F}/map/map.yaml`);
  });

  it('keeps a large map\'s preview (at most 1,024 px a side) to draw first, and none for a small map', async () => {
    // 2,100 × 3 pixels: halved twice to 525 × 1 (which pixels it keeps: map-image.test.ts).
    const width = 2100;
    const cells = Buffer.alloc(width * 3, 254);
    const large = Buffer.concat([Buffer.from(`P5\n${width} 3\n255\n`, 'ascii'), cells]);
    const uploaded = await uploadMap(plaza1F, orgAdmin, { yaml: { bytes: MAP_YAML, name: 'map.yaml' }, image: { bytes: large, name: 'lobby.pgm' } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const answer = uploaded.body as { mapFileId: number; mapPreviewFileId: number | null };
    expect(answer.mapPreviewFileId).toEqual(expect.any(Number));
    const preview = await download(`/api/floors/${plaza1F}/map/preview.png`, operator);
    expect(preview.type).toBe('image/png');
    expect([preview.bytes.readUInt32BE(16), preview.bytes.readUInt32BE(20)]).toEqual([525, 1]);
    expect((await download(`/api/floors/${plaza1F}/map/preview.png`, otherAdmin)).status).toBe(404);

    // A small map replaces it: no preview, and the old one is gone with the map it was of.
    const small = await uploadMap(plaza1F, orgAdmin, { yaml: { bytes: MAP_YAML, name: 'map.yaml' }, image: { bytes: PGM, name: 'lobby.pgm' } });
    expect(small.body).toMatchObject({ mapPreviewFileId: null });
    expect((await download(`/api/floors/${plaza1F}/map/preview.png`, operator)).status).toBe(404);
    const files = await server.api('GET', `/api/files/${answer.mapPreviewFileId}`, undefined, orgAdmin);
    expect(files.status).toBe(404);
  });

  it('refuses a broken map.yaml or image with field errors, and other organizations and operators', async () => {
    const bad = await uploadMap(tower2F, orgAdmin, { yaml: { bytes: 'image: x.pgm\nresolution: 0\norigin: [0, 0]\n', name: 'map.yaml' }, image: { bytes: PGM, name: 'x.pgm' } });
    fieldError(bad, 'yaml.resolution', 'positive');
    fieldError(bad, 'yaml.origin', 'origin');
    fieldError(await uploadMap(tower2F, orgAdmin, { yaml: { bytes: MAP_YAML, name: 'map.yaml' }, image: { bytes: 'GIF89a', name: 'x.gif' } }), 'image', 'mapImage');
    fieldError(await uploadMap(tower2F, orgAdmin, { yaml: { bytes: MAP_YAML, name: 'map.yaml' } }), 'image', 'required');
    expect((await uploadMap(tower2F, operator, { yaml: { bytes: MAP_YAML, name: 'map.yaml' }, image: { bytes: PGM, name: 'x.pgm' } })).status).toBe(403);
    expect((await uploadMap(otherFloor, orgAdmin, { yaml: { bytes: MAP_YAML, name: 'map.yaml' }, image: { bytes: PGM, name: 'x.pgm' } })).status).toBe(404);
    expect((await server.api('GET', `/api/floors/${tower2F}/map`, undefined, otherAdmin)).status).toBe(404);
    expect((await download(`/api/floors/${tower2F}/map/image`, otherAdmin)).status).toBe(404);
  });

  it('places the floor plan image under the map by a stored transform, and refuses bad placements, other organizations and operators', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');
    const uploadFile = async (token: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plan.png');
      const res = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const mine = await uploadFile(orgAdmin);
    const placement = { x: 1.5, y: -2, yaw: 90, scale: 0.02 };
    const placed = await server.api<{ planFileId: number; plan: unknown }>('PUT', `/api/floors/${tower1F}/map/plan`, { fileId: mine, placement }, orgAdmin);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ planFileId: mine, plan: placement });
    expect((await server.api<{ plan: unknown }>('GET', `/api/floors/${tower1F}/map`, undefined, operator)).body.plan).toEqual(placement);
    const image = await download(`/api/floors/${tower1F}/map/plan`, operator);
    expect(image.status).toBe(200);
    expect(Buffer.compare(image.bytes, png)).toBe(0);

    fieldError(await server.api('PUT', `/api/floors/${tower1F}/map/plan`, { fileId: mine, placement: { ...placement, yaw: 200 } }, orgAdmin), 'placement.yaw', 'maximum');
    fieldError(await server.api('PUT', `/api/floors/${tower1F}/map/plan`, { fileId: mine, placement: { ...placement, scale: 0 } }, orgAdmin), 'placement.scale', 'exclusiveMinimum');
    // Another organization's upload is no plan of ours; nor may they or an operator place one here.
    fieldError(await server.api('PUT', `/api/floors/${tower1F}/map/plan`, { fileId: await uploadFile(otherAdmin), placement }, orgAdmin), 'fileId', 'notFound');
    expect((await server.api('PUT', `/api/floors/${tower1F}/map/plan`, { fileId: mine, placement }, otherAdmin)).status).toBe(404);
    expect((await server.api('PUT', `/api/floors/${tower1F}/map/plan`, { fileId: mine, placement }, operator)).status).toBe(403);
    expect((await download(`/api/floors/${tower1F}/map/plan`, otherAdmin)).status).toBe(404);

    // No plan: the image is gone from the floor.
    expect((await server.api('PUT', `/api/floors/${tower1F}/map/plan`, { fileId: null, placement }, orgAdmin)).status).toBe(200);
    expect((await download(`/api/floors/${tower1F}/map/plan`, operator)).status).toBe(404);
  });
});

describe('layout save', () => {
  it('saves waypoints and a route in one go, and answers 409 to a save from an older revision', async () => {
    const start = await server.api<Layout>('GET', `/api/floors/${tower1F}/layout`, undefined, orgAdmin);
    expect(start.status).toBe(200);
    const kept = start.body.waypoints.map((w) => ({ key: `id${w.id}`, id: w.id, name: w.name, type: 1, x: w.x, y: 0, yaw: 0, action: '' }));
    const body = {
      revision: start.body.revision,
      waypoints: [...kept, { key: 'new-a', name: 'Gate', type: 1, x: 1, y: 1, yaw: 0 }, { key: 'new-b', name: 'Dock', type: 2, x: 4, y: 1, yaw: 90 }],
      routes: [{ from: 'new-a', to: 'new-b', twoWay: true, laneWidth: 1 }],
      areas: [],
    };
    const saved = await server.api<Layout>('PUT', `/api/floors/${tower1F}/layout`, body, orgAdmin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.revision).toBe(start.body.revision + 1);
    const gate = saved.body.waypoints.find((w) => w.name === 'Gate');
    const dock = saved.body.waypoints.find((w) => w.name === 'Dock');
    expect(saved.body.routes).toEqual([expect.objectContaining({ fromWaypointId: gate?.id, toWaypointId: dock?.id, twoWay: true })]);
    expect(saved.body.areas).toEqual([]);

    const stale = await server.api<ErrorBody>('PUT', `/api/floors/${tower1F}/layout`, body, orgAdmin);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    // A change through the resource screens moves the revision too, so the editor's save then conflicts.
    await server.api('PATCH', `/api/waypoints/${gate?.id}`, { x: 2 }, orgAdmin);
    const after = await server.api<Layout>('GET', `/api/floors/${tower1F}/layout`, undefined, operator);
    expect(after.body.revision).toBe(saved.body.revision + 1);
  });

  it('refuses broken layouts with item paths, and callers who may not save the floor', async () => {
    const { revision } = (await server.api<Layout>('GET', `/api/floors/${tower2F}/layout`, undefined, orgAdmin)).body;
    const body = { revision, waypoints: [{ key: 'a', name: 'A', type: 10, x: 0, y: 0, yaw: 0 }], routes: [{ from: 'a', to: 'a', twoWay: true, laneWidth: 1 }, { from: 'a', to: 'zz', twoWay: true, laneWidth: 1 }], areas: [] };
    const refused = await server.api('PUT', `/api/floors/${tower2F}/layout`, body, orgAdmin);
    fieldError(refused, 'waypoints.0.action', 'actionRequired');
    fieldError(refused, 'routes.0.to', 'routeLoop');
    fieldError(refused, 'routes.1.to', 'unknownWaypoint');
    fieldError(await server.api('PUT', `/api/floors/${tower2F}/layout`, { ...body, waypoints: [{ key: 'a', name: '', type: 1, x: 0, y: 0, yaw: 0 }], routes: [] }, orgAdmin), 'waypoints.0.name', 'minLength');
    const good = { revision, waypoints: [], routes: [], areas: [] };
    expect((await server.api('PUT', `/api/floors/${tower2F}/layout`, good, operator)).status).toBe(403);
    expect((await server.api('PUT', `/api/floors/${tower2F}/layout`, good, otherAdmin)).status).toBe(404);
    expect((await server.api('GET', `/api/floors/${otherFloor}/layout`, undefined, orgAdmin)).status).toBe(404);
    expect((await server.api('GET', '/api/floors/999999/layout', undefined, orgAdmin)).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let orgAdmin: string;
let operator: string;
let otherAdmin: string;
let towerId: number;
let tower1F: number;
let tower2F: number;

const idOf = (sql: string, ...args: unknown[]) => (server.sql.get(sql, ...args) as { id: number }).id;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  orgAdmin = await server.login(demo.orgAdmin);
  operator = await server.login(demo.operator);
  otherAdmin = await server.login(demo.otherAdmin);
  towerId = idOf("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  tower1F = idOf("SELECT id FROM floors WHERE building_id = ? AND name = '1F'", towerId);
  tower2F = idOf("SELECT id FROM floors WHERE building_id = ? AND name = '2F'", towerId);
});
afterAll(async () => {
  await server?.stop();
});

function fieldError(res: { status: number; body: unknown }, path: string, code: string) {
  const body = res.body as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.details?.find((d) => d.path === path), JSON.stringify(body)).toMatchObject({ code });
}

const pose = (name: string, floorId = tower1F) => ({ name, buildingId: towerId, floorId, x: 1.5, y: -2, yaw: 45 });

describe('pose definitions', () => {
  it('lists seeded poses, creates, changes and deletes one; checks name, range and floor', async () => {
    const list = await server.api<Array<{ name: string }>>('GET', '/api/poses', undefined, operator);
    expect(list.body.map((p) => p.name)).toEqual(expect.arrayContaining(['Entrance', 'Reception', 'Elevator hall']));
    expect(list.body.map((p) => p.name)).not.toContain('Dock 1');
    fieldError(await server.api('POST', '/api/poses', { ...pose('x'), name: '' }, orgAdmin), 'name', 'minLength');
    fieldError(await server.api('POST', '/api/poses', { ...pose('x'), name: 'n'.repeat(41) }, orgAdmin), 'name', 'maxLength');
    fieldError(await server.api('POST', '/api/poses', { ...pose('x'), yaw: 181 }, orgAdmin), 'yaw', 'maximum');
    const plaza1F = idOf("SELECT f.id FROM floors f JOIN buildings b ON b.id = f.building_id WHERE b.name = 'Aozora East Plaza' AND f.name = '1F'");
    fieldError(await server.api('POST', '/api/poses', pose('x', plaza1F), orgAdmin), 'floorId', 'notInBuilding');
    const created = await server.api<{ id: number; x: number }>('POST', '/api/poses', pose('Lift door'), orgAdmin);
    expect(created.status).toBe(201);
    expect((await server.api<{ x: number }>('PATCH', `/api/poses/${created.body.id}`, { x: 9 }, orgAdmin)).body.x).toBe(9);
    expect((await server.api('PATCH', `/api/poses/${created.body.id}`, { x: 8 }, operator)).status).toBe(403);
    expect((await server.api('GET', `/api/poses/${created.body.id}`, undefined, otherAdmin)).status).toBe(404);
    expect((await server.api('DELETE', `/api/poses/${created.body.id}`, undefined, orgAdmin)).status).toBe(204);
  });
});

describe('pose networks', () => {
  it('joins poses of its floor with edges between listed nodes', async () => {
    const a = (await server.api<{ id: number }>('POST', '/api/poses', pose('A'), orgAdmin)).body.id;
    const b = (await server.api<{ id: number }>('POST', '/api/poses', pose('B'), orgAdmin)).body.id;
    const upstairs = (await server.api<{ id: number }>('POST', '/api/poses', pose('C', tower2F), orgAdmin)).body.id;
    const body = { name: 'Lobby loop', buildingId: towerId, floorId: tower1F, nodes: [a, b], edges: [{ from: a, to: b }] };
    const created = await server.api<{ id: number; nodes: number[]; edges: unknown[] }>('POST', '/api/pose-networks', body, orgAdmin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ nodes: [a, b], edges: [{ from: a, to: b }] });
    fieldError(await server.api('POST', '/api/pose-networks', { ...body, nodes: [a, upstairs] }, orgAdmin), 'nodes.1', 'poseNotOnFloor');
    fieldError(await server.api('POST', '/api/pose-networks', { ...body, edges: [{ from: a, to: upstairs }] }, orgAdmin), 'edges.0.to', 'edgeNodeMissing');
    fieldError(await server.api('POST', '/api/pose-networks', { ...body, edges: [{ from: a, to: a }] }, orgAdmin), 'edges.0.to', 'edgeLoop');
    fieldError(await server.api('POST', '/api/pose-networks', { ...body, nodes: [a, a] }, orgAdmin), 'nodes', 'uniqueItems');
    fieldError(await server.api('PATCH', `/api/pose-networks/${created.body.id}`, { floorId: tower2F }, orgAdmin), 'nodes.0', 'poseNotOnFloor');
    expect((await server.api('POST', '/api/pose-networks', body, operator)).status).toBe(403);
    const inUse = await server.api<ErrorBody>('DELETE', `/api/poses/${a}`, undefined, orgAdmin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.details?.[0]).toMatchObject({ code: 'poseInNetwork' });
    expect((await server.api('DELETE', `/api/pose-networks/${created.body.id}`, undefined, orgAdmin)).status).toBe(204);
    expect((await server.api('DELETE', `/api/poses/${a}`, undefined, orgAdmin)).status).toBe(204);
  });
});

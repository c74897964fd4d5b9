import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let orgAdmin: string;
let operator: string;
let otherAdmin: string;
let towerId: number;
let tower1F: number;
let plaza1F: number;
let aozoraId: number;
let hinodeId: number;

const idOf = (sql: string, ...args: unknown[]) => (server.sql.get(sql, ...args) as { id: number }).id;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  orgAdmin = await server.login(demo.orgAdmin);
  operator = await server.login(demo.operator);
  otherAdmin = await server.login(demo.otherAdmin);
  towerId = idOf("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  tower1F = idOf("SELECT id FROM floors WHERE building_id = ? AND name = '1F'", towerId);
  plaza1F = idOf("SELECT f.id FROM floors f JOIN buildings b ON b.id = f.building_id WHERE b.name = 'Aozora East Plaza' AND f.name = '1F'");
  aozoraId = idOf("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  hinodeId = idOf("SELECT id FROM organizations WHERE name = 'Hinode Logistics'");
});
afterAll(async () => {
  await server?.stop();
});

function fieldError(res: { status: number; body: unknown }, path: string, code: string) {
  const body = res.body as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.details?.find((d) => d.path === path), JSON.stringify(body)).toMatchObject({ code });
}

const valid = () => ({ name: 'Elevator to 1F', buildingId: towerId, floorId: tower1F, type: 'elevator', icon: 'elevator', definition: '{"elevator": {}}' });

describe('work plans §5', () => {
  it('lists the seeded work plans of the caller organization', async () => {
    const res = await server.api<Array<{ name: string }>>('GET', '/api/work-plans', undefined, operator);
    expect(res.body.map((w) => w.name)).toEqual(expect.arrayContaining(['Elevator to 2F', 'Lobby cleaning']));
    expect(res.body.map((w) => w.name)).not.toContain('Inventory scan');
  });

  it('requires a name, a building, a floor and a JSON definition; type is elevator or general', async () => {
    for (const field of ['name', 'buildingId', 'floorId', 'definition'] as const) {
      const body: Record<string, unknown> = valid();
      delete body[field];
      fieldError(await server.api('POST', '/api/work-plans', body, orgAdmin), field, 'required');
    }
    fieldError(await server.api('POST', '/api/work-plans', { ...valid(), name: '' }, orgAdmin), 'name', 'minLength');
    fieldError(await server.api('POST', '/api/work-plans', { ...valid(), type: 'lift' }, orgAdmin), 'type', 'anyOf');
    fieldError(await server.api('POST', '/api/work-plans', { ...valid(), definition: '[1 2]' }, orgAdmin), 'definition', 'jsonSyntax');
    fieldError(await server.api('POST', '/api/work-plans', { ...valid(), floorId: plaza1F }, orgAdmin), 'floorId', 'notInBuilding');
  });

  it('creates, changes and deletes a work plan; a general operator may only read', async () => {
    const created = await server.api<{ id: number; type: string }>('POST', '/api/work-plans', valid(), orgAdmin);
    expect(created.status).toBe(201);
    expect(created.body.type).toBe('elevator');
    const changed = await server.api<{ description: string }>('PATCH', `/api/work-plans/${created.body.id}`, { description: 'Morning ride' }, orgAdmin);
    expect(changed.body.description).toBe('Morning ride');
    expect((await server.api('PATCH', `/api/work-plans/${created.body.id}`, { name: 'x' }, operator)).status).toBe(403);
    expect((await server.api('GET', `/api/work-plans/${created.body.id}`, undefined, otherAdmin)).status).toBe(404);
    expect((await server.api('DELETE', `/api/work-plans/${created.body.id}`, undefined, orgAdmin)).status).toBe(204);
  });
});

describe('work plan templates', () => {
  it('keeps templates per organization with name, description, type and definition', async () => {
    const body = { name: 'Night elevator', organizationId: aozoraId, type: 'elevator', description: 'After hours', definition: '{}' };
    const created = await server.api<{ id: number }>('POST', '/api/work-plan-templates', body, orgAdmin);
    expect(created.status).toBe(201);
    fieldError(await server.api('POST', '/api/work-plan-templates', { ...body, name: '' }, orgAdmin), 'name', 'minLength');
    fieldError(await server.api('POST', '/api/work-plan-templates', { ...body, definition: '{' }, orgAdmin), 'definition', 'jsonSyntax');
    expect((await server.api('POST', '/api/work-plan-templates', { ...body, organizationId: hinodeId }, orgAdmin)).status).toBe(400);
    const list = await server.api<Array<{ name: string }>>('GET', '/api/work-plan-templates', undefined, otherAdmin);
    expect(list.body.map((t) => t.name)).toEqual(['Shelf inspection']);
    expect((await server.api('DELETE', `/api/work-plan-templates/${created.body.id}`, undefined, otherAdmin)).status).toBe(404);
  });
});

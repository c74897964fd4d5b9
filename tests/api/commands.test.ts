import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let system: string;
let orgAdmin: string;
let operator: string;
let otherAdmin: string;
let towerId: number;
let towerOrgId: number;

type CommandList = { id: number; name: string; mode: number; revision: number; organizationId: number };

const idOf = (sql: string, ...args: unknown[]) => (server.sql.get(sql, ...args) as { id: number }).id;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  system = await server.login(demo.system);
  orgAdmin = await server.login(demo.orgAdmin);
  operator = await server.login(demo.operator);
  otherAdmin = await server.login(demo.otherAdmin);
  towerId = idOf("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  towerOrgId = idOf('SELECT organization_id AS id FROM buildings WHERE id = ?', towerId);
});
afterAll(async () => {
  await server?.stop();
});

function fieldError(res: { status: number; body: unknown }, path: string, code: string, status = 400) {
  const body = res.body as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  const detail = body.error.details?.find((d) => d.path === path);
  expect(detail, JSON.stringify(body)).toMatchObject({ code });
}

async function freshBuilding(): Promise<number> {
  const res = await server.api<{ id: number }>('POST', '/api/buildings', { name: `CL ${Math.random().toString(36).slice(2, 8)}`, organizationId: towerOrgId }, system);
  return res.body.id;
}

const valid = (buildingId: number, mode = 12) => ({ name: 'Patrol commands', buildingId, mode, definition: '{"commands": []}' });

describe('command lists §5 and §6', () => {
  it('any signed-in user reads the lists of their organization (command/list/read-only)', async () => {
    const res = await server.api<CommandList[]>('GET', '/api/command-lists', undefined, operator);
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual(expect.arrayContaining(['Tower patrol commands', 'Tower guide commands']));
    expect(res.body.map((c) => c.name)).not.toContain('Warehouse inspection commands');
  });

  it('requires a name of at most 64, a building, a §9 mode and a JSON definition', async () => {
    const building = await freshBuilding();
    fieldError(await server.api('POST', '/api/command-lists', { ...valid(building), name: '' }, system), 'name', 'minLength');
    fieldError(await server.api('POST', '/api/command-lists', { ...valid(building), name: 'n'.repeat(65) }, system), 'name', 'maxLength');
    fieldError(await server.api('POST', '/api/command-lists', { ...valid(building), mode: 14 }, system), 'mode', 'anyOf');
    for (const field of ['buildingId', 'definition'] as const) {
      const body: Record<string, unknown> = valid(building);
      delete body[field];
      fieldError(await server.api('POST', '/api/command-lists', body, system), field, 'required');
    }
    fieldError(await server.api('POST', '/api/command-lists', { ...valid(building), definition: '{"commands": [}' }, system), 'definition', 'jsonSyntax');
  });

  it('leaves command list writes, modes 110 to 113 included, to system admins (§2 command/list, create, {id})', async () => {
    const building = await freshBuilding();
    const created = await server.api<CommandList>('POST', '/api/command-lists', valid(building, 111), system);
    expect(created.status).toBe(201);
    for (const body of [valid(building, 111), valid(building, 10)]) {
      const refused = await server.api<ErrorBody>('POST', '/api/command-lists', body, orgAdmin);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    expect((await server.api('PATCH', `/api/command-lists/${created.body.id}`, { mode: 112 }, orgAdmin)).status).toBe(403);
    expect((await server.api('DELETE', `/api/command-lists/${created.body.id}`, undefined, orgAdmin)).status).toBe(403);
  });

  it('accepts a mode only once per building, on create and on change', async () => {
    const building = await freshBuilding();
    const first = await server.api<CommandList>('POST', '/api/command-lists', valid(building, 10), system);
    expect(first.status).toBe(201);
    fieldError(await server.api('POST', '/api/command-lists', { ...valid(building, 10), name: 'Again' }, system), 'mode', 'modeTaken', 409);
    const second = await server.api<CommandList>('POST', '/api/command-lists', valid(building, 11), system);
    fieldError(await server.api('PATCH', `/api/command-lists/${second.body.id}`, { mode: 10 }, system), 'mode', 'modeTaken', 409);
    expect((await server.api('POST', '/api/command-lists', valid(await freshBuilding(), 10), system)).status).toBe(201);
    const renamed = await server.api<CommandList>('PATCH', `/api/command-lists/${first.body.id}`, { mode: 10, memo: 'same mode again' }, system);
    expect(renamed.status).toBe(200);
    expect(renamed.body.revision).toBe(2);
  });

  it('refuses writes by a general operator and by another organization\'s administrator', async () => {
    const seeded = idOf("SELECT id FROM command_lists WHERE name = 'Tower patrol commands'");
    expect((await server.api('POST', '/api/command-lists', valid(towerId, 13), operator)).status).toBe(403);
    expect((await server.api('PATCH', `/api/command-lists/${seeded}`, { memo: 'x' }, operator)).status).toBe(403);
    expect((await server.api('PATCH', `/api/command-lists/${seeded}`, { memo: 'x' }, otherAdmin)).status).toBe(403);
    expect((await server.api('DELETE', `/api/command-lists/${seeded}`, undefined, otherAdmin)).status).toBe(403);
  });

  it('answers the usage of a list for system admins: referring flows and work plans, or none', async () => {
    const seeded = idOf("SELECT id FROM command_lists WHERE name = 'Tower patrol commands'");
    const used = await server.api<{ flows: Array<{ name: string }>; workPlans: Array<{ name: string }> }>('GET', `/api/command-lists/${seeded}/usage`, undefined, system);
    expect(used.status).toBe(200);
    expect(used.body.flows.map((f) => f.name)).toEqual(['Night patrol 1F']);
    expect(used.body.workPlans.map((w) => w.name)).toEqual(['Lobby cleaning']);
    const unused = idOf("SELECT id FROM command_lists WHERE name = 'Common maintenance commands'");
    expect((await server.api('GET', `/api/command-lists/${unused}/usage`, undefined, system)).body).toEqual({ flows: [], workPlans: [] });
    expect((await server.api('GET', `/api/command-lists/${seeded}/usage`, undefined, orgAdmin)).status).toBe(403);
  });
});

describe('command mappings', () => {
  it('binds keys to a command list of the same building, each key once; general operators read only', async () => {
    const listId = idOf("SELECT id FROM command_lists WHERE name = 'Tower patrol commands'");
    const otherBuildingList = idOf("SELECT id FROM command_lists WHERE name = 'Warehouse inspection commands'");
    const body = { name: 'Remote', buildingId: towerId, commandListId: listId, bindings: [{ key: 'Q', command: 'turn_left' }] };
    const created = await server.api<{ id: number; bindings: unknown[] }>('POST', '/api/command-mappings', body, orgAdmin);
    expect(created.status).toBe(201);
    expect(created.body.bindings).toEqual(body.bindings);
    fieldError(await server.api('POST', '/api/command-mappings', { ...body, commandListId: otherBuildingList }, orgAdmin), 'commandListId', 'notInBuilding');
    fieldError(await server.api('POST', '/api/command-mappings', { ...body, bindings: [{ key: 'Q', command: 'a' }, { key: 'q', command: 'b' }] }, orgAdmin), 'bindings.1.key', 'keyTaken');
    fieldError(await server.api('POST', '/api/command-mappings', { ...body, name: 'n'.repeat(65) }, orgAdmin), 'name', 'maxLength');
    expect((await server.api('GET', '/api/command-mappings', undefined, operator)).status).toBe(200);
    expect((await server.api('POST', '/api/command-mappings', body, operator)).status).toBe(403);
    expect((await server.api('DELETE', `/api/command-mappings/${created.body.id}`, undefined, orgAdmin)).status).toBe(204);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let system: string;
let orgAdmin: string;
let aozoraId: number;
let agentId: number;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [system, orgAdmin] = await Promise.all([server.login(demo.system), server.login(demo.orgAdmin)]);
  aozoraId = idOf('Aozora Facilities');
  agentId = idOf('Fleetdeck Robotics Agency');
});
afterAll(async () => {
  await server?.stop();
});

function idOf(name: string): number {
  return (server.sql.get('SELECT id FROM organizations WHERE name = ?', name) as { id: number }).id;
}

function orgCount(): number {
  return (server.sql.get('SELECT count(*) AS n FROM organizations') as { n: number }).n;
}

async function expectFieldError(res: { status: number; body: ErrorBody }, status: number, path: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.details?.map((d) => d.path)).toContain(path);
}

const base = { name: 'Umi Security', type: 0, parentId: null as number | null };

describe('organization §5 rules', () => {
  it('creates, reads, changes and deletes an organization (system admin)', async () => {
    const created = await server.api<Record<string, unknown>>('POST', '/api/organizations', { ...base, parentId: agentId, prefecture: 'Tokyo', labsEnabled: true }, system);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Umi Security', parentId: agentId, level: 2, labsEnabled: true, status: 1, notificationTargets: [], accountTags: [] });
    const id = created.body.id as number;
    const changed = await server.api<Record<string, unknown>>('PATCH', `/api/organizations/${id}`, { city: 'Koto', status: 0 }, system);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ city: 'Koto', status: 0, prefecture: 'Tokyo' });
    const audit = server.sql.all("SELECT action FROM audit_logs WHERE target_type = 'organizations' AND target_id = ? ORDER BY id", String(id));
    expect(audit).toEqual([{ action: 'create' }, { action: 'update' }]);
    expect((await server.api('DELETE', `/api/organizations/${id}`, undefined, system)).status).toBe(204);
    expect((await server.api('GET', `/api/organizations/${id}`, undefined, system)).status).toBe(404);
  });

  it('requires the name', async () => {
    const { name: _name, ...rest } = base;
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/organizations', rest, system), 400, 'name');
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/organizations', { ...base, name: '' }, system), 400, 'name');
  });

  it('limits the name to 48 characters', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/organizations', { ...base, name: 'x'.repeat(49) }, system);
    await expectFieldError(res, 400, 'name');
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect((await server.api('POST', '/api/organizations', { ...base, name: 'y'.repeat(48) }, system)).status).toBe(201);
  });

  it('keeps names unique, ignoring letter case', async () => {
    const before = orgCount();
    const res = await server.api<ErrorBody>('POST', '/api/organizations', { ...base, name: 'AOZORA facilities' }, system);
    await expectFieldError(res, 400, 'name');
    expect(res.body.error.details?.[0]?.code).toBe('unique');
    const rename = await server.api<ErrorBody>('PATCH', `/api/organizations/${agentId}`, { name: 'Aozora Facilities' }, system);
    await expectFieldError(rename, 400, 'name');
    expect(orgCount()).toBe(before);
  });

  it('checks the parent organization exists and is not below itself', async () => {
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/organizations', { ...base, name: 'Orphan', parentId: 99999 }, system), 400, 'parentId');
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { parentId: idOf('Aozora Facilities East') }, system), 400, 'parentId');
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { parentId: aozoraId }, system), 400, 'parentId');
  });

  it('checks notification targets are complete for their type', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 0, level: 0, buildingId: null }, 'notificationTargets.0.address'],
      [{ type: 0, level: 0, buildingId: null, address: 'not-mail' }, 'notificationTargets.0.address'],
      [{ type: 6, level: 9, buildingId: null, room: 'r', chatBotLoginId: 'bot', password: 'pw' }, 'notificationTargets.0.spaceId'],
      [{ type: 2, level: 0, buildingId: null, address: '+81' }, 'notificationTargets.0.type'],
      [{ type: 7, level: 0, buildingId: null }, 'notificationTargets.0.type'],
      [{ type: 0, level: 3, buildingId: null, address: 'a@b.example' }, 'notificationTargets.0.level'],
    ];
    for (const [target, path] of cases) {
      await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { notificationTargets: [target] }, orgAdmin), 400, path);
    }
    const ok = await server.api<{ notificationTargets: unknown[] }>(
      'PATCH',
      `/api/organizations/${aozoraId}`,
      { notificationTargets: [{ type: 0, level: 5, buildingId: null, address: 'desk@aozora.example' }, { type: 6, level: 9, buildingId: null, room: 'r', chatBotLoginId: 'bot', password: 'pw', spaceId: 's' }] },
      orgAdmin,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.notificationTargets).toHaveLength(2);
  });

  it('keeps the ids of notification targets sent back with them: a saved target is updated in place, not replaced', async () => {
    type Target = { id: number; address?: string; room?: string; spaceId?: string; passwordSet?: boolean };
    const put = (targets: unknown[]) => server.api<{ notificationTargets: Target[] }>('PATCH', `/api/organizations/${aozoraId}`, { notificationTargets: targets }, orgAdmin);
    const first = await put([
      { type: 0, level: 5, buildingId: null, address: 'keep@aozora.example' },
      { type: 6, level: 9, buildingId: null, room: 'ops', chatBotLoginId: 'bot', password: 'pw-1', spaceId: 'space-1' },
      { type: 0, level: 0, buildingId: null, address: 'drop@aozora.example' },
    ]);
    expect(first.status).toBe(200);
    const [mail, chat, dropped] = first.body.notificationTargets;
    // The chat target is edited without its password, the last one is left out and a new one added.
    const second = await put([
      { id: mail!.id, type: 0, level: 5, buildingId: null, address: 'keep@aozora.example' },
      { id: chat!.id, type: 6, level: 9, buildingId: null, room: 'ops', chatBotLoginId: 'bot', spaceId: 'space-2' },
      { type: 0, level: 0, buildingId: null, address: 'new@aozora.example' },
    ]);
    expect(second.status).toBe(200);
    const after = second.body.notificationTargets;
    expect(after.map((t) => t.id).slice(0, 2)).toEqual([mail!.id, chat!.id]);
    expect(after[1]).toMatchObject({ spaceId: 'space-2', passwordSet: true });
    expect(after[2]!.address).toBe('new@aozora.example');
    expect(after.map((t) => t.id)).not.toContain(dropped!.id);
    expect(server.sql.get<{ password: string }>('SELECT password FROM notification_targets WHERE id = ?', chat!.id)?.password).toBeTruthy();
  });

  it('checks account tags: name, managers and targets chosen and existing', async () => {
    const operatorId = (server.sql.get('SELECT id FROM operators WHERE login_id = ?', demo.manager) as { id: number }).id;
    const tag = { name: 'East desk', managers: [{ operatorId, role: 1 }], targets: [{ targetType: 'organization', targetId: idOf('Aozora Facilities East'), role: 1 }] };
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { accountTags: [{ ...tag, name: '' }] }, orgAdmin), 400, 'accountTags.0.name');
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { accountTags: [{ ...tag, managers: [] }] }, orgAdmin), 400, 'accountTags.0.managers');
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { accountTags: [{ ...tag, targets: [{ targetType: 'building', targetId: 99999, role: 1 }] }] }, orgAdmin), 400, 'accountTags.0.targets.0.targetId');
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { accountTags: [{ ...tag, targets: [{ targetType: 'planet', targetId: 1, role: 1 }] }] }, orgAdmin), 400, 'accountTags.0.targets.0.targetType');
    const ok = await server.api<{ accountTags: unknown[] }>('PATCH', `/api/organizations/${aozoraId}`, { accountTags: [tag] }, orgAdmin);
    expect(ok.status).toBe(200);
    expect(ok.body.accountTags).toEqual([{ id: expect.any(Number), ...tag }]);
  });
});

describe('organization levels', () => {
  it('recomputes the level of every organization below one that moves', async () => {
    const create = async (name: string, parentId: number) => {
      const res = await server.api<{ id: number; level: number }>('POST', '/api/organizations', { ...base, name, parentId }, system);
      expect(res.status).toBe(201);
      return res.body;
    };
    const top = await create('Level Top', agentId);
    const middle = await create('Level Middle', top.id);
    const bottom = await create('Level Bottom', middle.id);
    const levels = () =>
      [top.id, middle.id, bottom.id].map((id) => (server.sql.get('SELECT level FROM organizations WHERE id = ?', id) as { level: number }).level);
    expect(levels()).toEqual([2, 3, 4]);

    // Down one step (under Aozora Facilities East, level 3), then up to the management company (level 0).
    const east = idOf('Aozora Facilities East');
    const moved = await server.api<{ level: number }>('PATCH', `/api/organizations/${top.id}`, { parentId: east }, system);
    expect(moved.status).toBe(200);
    expect(moved.body.level).toBe(4);
    expect(levels()).toEqual([4, 5, 6]);
    const detail = await server.api<{ level: number }>('GET', `/api/organizations/${bottom.id}`, undefined, system);
    expect(detail.body.level).toBe(6);

    expect((await server.api('PATCH', `/api/organizations/${top.id}`, { parentId: idOf('Fleetdeck Management') }, system)).status).toBe(200);
    expect(levels()).toEqual([1, 2, 3]);
    // Untouched: the organizations beside the moved branch.
    expect((server.sql.get('SELECT level FROM organizations WHERE id = ?', east) as { level: number }).level).toBe(3);
  });
});

describe('organization roles', () => {
  it('lets only a system admin create organizations', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/organizations', { ...base, name: 'By admin', parentId: aozoraId }, orgAdmin);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('refuses an admin deleting their own organization or one still in use', async () => {
    const own = await server.api<ErrorBody>('DELETE', `/api/organizations/${aozoraId}`, undefined, orgAdmin);
    expect(own.status).toBe(403);
    const inUse = await server.api<ErrorBody>('DELETE', `/api/organizations/${idOf('Aozora Facilities East')}`, undefined, orgAdmin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['buildings']));
  });

  it('lets the child organization decide nothing about its parent role', async () => {
    const res = await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { parentRole: 0 }, orgAdmin);
    await expectFieldError(res, 403, 'parentRole');
    const byParent = await server.api<{ parentRole: number }>('PATCH', `/api/organizations/${idOf('Aozora Facilities East')}`, { parentRole: 1 }, orgAdmin);
    expect(byParent.status).toBe(200);
    expect(byParent.body.parentRole).toBe(1);
  });
});

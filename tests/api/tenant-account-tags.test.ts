import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ApiResponse, type ErrorBody, type TestServer } from './harness/index.js';
import { demoIds, registerRobot } from './gateway-helpers.js';

// Issue 13 item 1: account tags and notification targets must not reach across companies. Every
// manager and target a tag names, and every building a notification target names, must lie in the
// caller's own writable scope; anything else answers exactly like an id that does not exist.

let server: TestServer;
const tokens = { system: '', orgAdmin: '', manager: '', operator: '', otherAdmin: '' };
const ids = {
  aozora: 0, aozoraEast: 0, hinode: 0, tower: 0, plaza: 0, warehouse: 0,
  orgAdmin: 0, manager: 0, operator: 0, otherAdmin: 0, aozoraRobot: 0, hinodeRobot: 0,
};
const UNKNOWN = 999_999;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  const keys = Object.keys(tokens) as Array<keyof typeof tokens>;
  const signedIn = await Promise.all(keys.map((key) => server.login(demo[key])));
  keys.forEach((key, index) => (tokens[key] = signedIn[index] ?? ''));
  const one = (sql: string, ...params: unknown[]) => (server.sql.get(sql, ...params) as { id: number }).id;
  ids.aozora = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  ids.aozoraEast = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities East'");
  ids.hinode = one("SELECT id FROM organizations WHERE name = 'Hinode Logistics'");
  for (const key of ['orgAdmin', 'manager', 'operator', 'otherAdmin'] as const) ids[key] = one('SELECT id FROM operators WHERE login_id = ?', demo[key]);
  const buildings = demoIds(server);
  Object.assign(ids, { tower: buildings.tower, plaza: buildings.plaza, warehouse: buildings.warehouse });
  const robot = (buildingId: number, initialFloorId: number) => ({ name: 'Tag Robot', serialNo: `TAG-${Math.random().toString(36).slice(2, 10)}`, model: 'ugo Pro', buildingId, initialFloorId });
  ids.aozoraRobot = (await registerRobot(server, tokens.orgAdmin, robot(buildings.tower, buildings.towerFloor))).id;
  ids.hinodeRobot = (await registerRobot(server, tokens.otherAdmin, robot(buildings.warehouse, buildings.warehouseFloor))).id;
});
afterAll(async () => {
  await server?.stop();
});

type Target = { targetType: 'organization' | 'building' | 'robot' | 'operator'; targetId: number; role: number };
const tag = (managerId: number, targets: Target[], managerRole = 1) => ({ name: 'x', managers: [{ operatorId: managerId, role: managerRole }], targets });
const patchOrg = (orgId: number, body: unknown, token: string) => server.api<ErrorBody>('PATCH', `/api/organizations/${orgId}`, body, token);
const storedTags = () => JSON.stringify(server.sql.all('SELECT * FROM account_tags ORDER BY id')) + JSON.stringify(server.sql.all('SELECT * FROM account_tag_targets ORDER BY id'));

/** The refusal must be the very answer an unknown id gets: same status, code, message and details. */
function expectSameAsUnknown(refused: ApiResponse<ErrorBody>, unknown: ApiResponse<ErrorBody>): void {
  expect(unknown.status).toBe(400);
  expect(unknown.body.error.details?.[0]?.code).toBe('notFound');
  expect(refused.status).toBe(unknown.status);
  expect(refused.body).toEqual(unknown.body);
}

describe('the issue 13 attack: an administrator of another company tags itself onto organization 4', () => {
  it('refuses the exact PATCH, answering as for an unknown organization, and nothing is stored', async () => {
    const before = storedTags();
    const attack = await patchOrg(ids.hinode, { accountTags: [tag(ids.otherAdmin, [{ targetType: 'organization', targetId: ids.aozora, role: 1 }])] }, tokens.otherAdmin);
    const unknown = await patchOrg(ids.hinode, { accountTags: [tag(ids.otherAdmin, [{ targetType: 'organization', targetId: UNKNOWN, role: 1 }])] }, tokens.otherAdmin);
    expectSameAsUnknown(attack, unknown);
    expect(attack.body.error.details).toEqual([{ path: 'accountTags.0.targets.0.targetId', code: 'notFound', message: 'is not an existing organization' }]);
    expect(storedTags()).toBe(before);
  });

  it('refuses building, robot and operator targets of the other company the same way', async () => {
    for (const [targetType, targetId] of [['building', ids.tower], ['robot', ids.aozoraRobot], ['operator', ids.operator]] as const) {
      const attack = await patchOrg(ids.hinode, { accountTags: [tag(ids.otherAdmin, [{ targetType, targetId, role: 1 }])] }, tokens.otherAdmin);
      const unknown = await patchOrg(ids.hinode, { accountTags: [tag(ids.otherAdmin, [{ targetType, targetId: UNKNOWN, role: 1 }])] }, tokens.otherAdmin);
      expectSameAsUnknown(attack, unknown);
    }
  });

  it('leaves the attacker without organization 4: no robots, no password reset', async () => {
    await patchOrg(ids.hinode, { accountTags: [tag(ids.otherAdmin, [{ targetType: 'organization', targetId: ids.aozora, role: 1 }])] }, tokens.otherAdmin);
    // An accepted tag write drops every cached scope at once, so these reads would see organization 4.
    expect((await server.api('GET', `/api/robots/${ids.aozoraRobot}`, undefined, tokens.otherAdmin)).status).toBe(404);
    expect((await server.api('PATCH', `/api/robots/${ids.aozoraRobot}`, { name: 'Mine' }, tokens.otherAdmin)).status).toBe(404);
    const robots = await server.api<Array<{ id: number }>>('GET', '/api/robots', undefined, tokens.otherAdmin);
    const hinodeRobots = (server.sql.all('SELECT id FROM robots WHERE organization_id = ? ORDER BY id', ids.hinode) as Array<{ id: number }>).map((r) => r.id);
    expect(hinodeRobots).toContain(ids.hinodeRobot);
    expect(robots.body.map((r) => r.id).sort((a, b) => a - b)).toEqual(hinodeRobots);
    const reset = await server.api('PATCH', `/api/operators/${ids.operator}`, { password: 'Stolen-Pass-2026!' }, tokens.otherAdmin);
    expect(reset.status).toBe(404);
    await expect(server.login(demo.operator, 'Stolen-Pass-2026!')).rejects.toThrow();
  });
});

describe('an area manager tags itself onto the other company', () => {
  it('refuses organization, building, robot and operator targets of another company as unknown ids', async () => {
    const before = storedTags();
    for (const [targetType, targetId] of [['organization', ids.hinode], ['building', ids.warehouse], ['robot', ids.hinodeRobot], ['operator', ids.otherAdmin]] as const) {
      const attack = await patchOrg(ids.aozora, { accountTags: [tag(ids.manager, [{ targetType, targetId, role: 1 }])] }, tokens.manager);
      const unknown = await patchOrg(ids.aozora, { accountTags: [tag(ids.manager, [{ targetType, targetId: UNKNOWN, role: 1 }])] }, tokens.manager);
      expectSameAsUnknown(attack, unknown);
    }
    expect(storedTags()).toBe(before);
    expect((await server.api('GET', `/api/buildings/${ids.warehouse}`, undefined, tokens.manager)).status).toBe(404);
    expect((await server.api('GET', `/api/robots/${ids.hinodeRobot}`, undefined, tokens.manager)).status).toBe(404);
  });
});

describe('managers from another company', () => {
  it('refuses a tag naming another company operator as manager, even over the caller own targets', async () => {
    const attack = await patchOrg(ids.hinode, { accountTags: [tag(ids.operator, [{ targetType: 'building', targetId: ids.warehouse, role: 1 }])] }, tokens.otherAdmin);
    const unknown = await patchOrg(ids.hinode, { accountTags: [tag(UNKNOWN, [{ targetType: 'building', targetId: ids.warehouse, role: 1 }])] }, tokens.otherAdmin);
    expectSameAsUnknown(attack, unknown);
    expect(attack.body.error.details).toEqual([{ path: 'accountTags.0.managers.0.operatorId', code: 'notFound', message: 'is not an existing operator' }]);
    const reverse = await patchOrg(ids.aozora, { accountTags: [tag(ids.otherAdmin, [{ targetType: 'building', targetId: ids.tower, role: 1 }])] }, tokens.orgAdmin);
    const reverseUnknown = await patchOrg(ids.aozora, { accountTags: [tag(UNKNOWN, [{ targetType: 'building', targetId: ids.tower, role: 1 }])] }, tokens.orgAdmin);
    expectSameAsUnknown(reverse, reverseUnknown);
  });

  it('refuses the deny tag that would cut organization 4 administrator off their own buildings', async () => {
    const deny: Target[] = [
      { targetType: 'organization', targetId: ids.aozora, role: 0 },
      { targetType: 'building', targetId: ids.tower, role: 0 },
    ];
    const attack = await patchOrg(ids.hinode, { accountTags: [tag(ids.orgAdmin, deny)] }, tokens.otherAdmin);
    const unknown = await patchOrg(ids.hinode, { accountTags: [tag(UNKNOWN, [{ targetType: 'organization', targetId: UNKNOWN, role: 0 }, { targetType: 'building', targetId: UNKNOWN, role: 0 }])] }, tokens.otherAdmin);
    expectSameAsUnknown(attack, unknown);
    expect(attack.body.error.details?.map((d) => d.path)).toEqual(['accountTags.0.managers.0.operatorId', 'accountTags.0.targets.0.targetId', 'accountTags.0.targets.1.targetId']);
    // Also with a manager role of 0 and the attacker's own building as target: the manager alone refuses it.
    const ownTarget = await patchOrg(ids.hinode, { accountTags: [tag(ids.orgAdmin, [{ targetType: 'building', targetId: ids.warehouse, role: 0 }], 0)] }, tokens.otherAdmin);
    const ownTargetUnknown = await patchOrg(ids.hinode, { accountTags: [tag(UNKNOWN, [{ targetType: 'building', targetId: ids.warehouse, role: 0 }], 0)] }, tokens.otherAdmin);
    expectSameAsUnknown(ownTarget, ownTargetUnknown);
    expect((await server.api('GET', `/api/buildings/${ids.tower}`, undefined, tokens.orgAdmin)).status).toBe(200);
    expect((await server.api('PATCH', `/api/buildings/${ids.tower}`, { city: 'Chiyoda' }, tokens.orgAdmin)).status).toBe(200);
  });
});

describe('notification targets', () => {
  it('refuses a notification target naming another company building, as an unknown building', async () => {
    const target = (buildingId: number) => ({ notificationTargets: [{ type: 0, level: 9, buildingId, address: 'spy@hinode.example' }] });
    const attack = await patchOrg(ids.hinode, target(ids.tower), tokens.otherAdmin);
    const unknown = await patchOrg(ids.hinode, target(UNKNOWN), tokens.otherAdmin);
    expectSameAsUnknown(attack, unknown);
    expect(attack.body.error.details).toEqual([{ path: 'notificationTargets.0.buildingId', code: 'notFound', message: 'is not an existing building' }]);
    const stored = server.sql.get('SELECT COUNT(*) AS n FROM notification_targets WHERE building_id = ?', ids.tower) as { n: number };
    expect(stored.n).toBe(0);
    expect((await patchOrg(ids.hinode, target(ids.warehouse), tokens.otherAdmin)).status).toBe(200);
  });
});

describe('a parent organization out of sight', () => {
  it('answers a parent the caller cannot see as an unknown organization', async () => {
    // Organization 4's administrator manages its child's parent, so may move the child, but not under another company.
    const attack = await patchOrg(ids.aozoraEast, { parentId: ids.hinode }, tokens.orgAdmin);
    const unknown = await patchOrg(ids.aozoraEast, { parentId: UNKNOWN }, tokens.orgAdmin);
    expectSameAsUnknown(attack, unknown);
  });
});

describe('tags inside the caller scope keep working', () => {
  it('lets an organization administrator tag their own and their child organization targets, and a deny takes effect', async () => {
    const tags = [
      tag(ids.manager, [
        { targetType: 'building', targetId: ids.plaza, role: 0 },
        { targetType: 'robot', targetId: ids.aozoraRobot, role: 1 },
        { targetType: 'operator', targetId: ids.operator, role: 1 },
        { targetType: 'organization', targetId: ids.aozoraEast, role: 1 },
      ]),
    ];
    const res = await server.api<{ accountTags: unknown[] }>('PATCH', `/api/organizations/${ids.aozora}`, { accountTags: tags }, tokens.orgAdmin);
    expect(res.status).toBe(200);
    expect(res.body.accountTags).toHaveLength(1);
    expect((await server.api('GET', `/api/buildings/${ids.plaza}`, undefined, tokens.manager)).status).toBe(404);
    expect((await server.api('GET', `/api/buildings/${ids.plaza}`, undefined, tokens.orgAdmin)).status).toBe(200);
    expect((await patchOrg(ids.aozora, { accountTags: [] }, tokens.orgAdmin)).status).toBe(200);
  });

  it('lets a system administrator join two companies, and the tagged admin keep that tag but not hand it on', async () => {
    const joined = tag(ids.otherAdmin, [{ targetType: 'building', targetId: ids.tower, role: 1 }]);
    expect((await patchOrg(ids.hinode, { accountTags: [joined] }, tokens.system)).status).toBe(200);
    expect((await server.api('GET', `/api/buildings/${ids.tower}`, undefined, tokens.otherAdmin)).status).toBe(200);
    // Sent back unchanged (renamed even), next to a tag of its own: accepted.
    const own = tag(ids.otherAdmin, [{ targetType: 'building', targetId: ids.warehouse, role: 1 }]);
    expect((await patchOrg(ids.hinode, { accountTags: [{ ...joined, name: 'Tower support' }, own] }, tokens.otherAdmin)).status).toBe(200);
    // A building granted by a tag is not the caller's to hand on: neither in a new tag nor by widening the stored one.
    const helper = await server.api<{ id: number }>('POST', '/api/operators', {
      loginId: 'helper@hinode.example', lastName: 'Helper', firstName: 'H', type: 0, organizationId: ids.hinode, buildingId: ids.warehouse, password: 'Blue-Harbor-42',
    }, tokens.otherAdmin);
    expect(helper.status).toBe(201);
    const handOn = await patchOrg(ids.hinode, { accountTags: [joined, tag(helper.body.id, [{ targetType: 'building', targetId: ids.tower, role: 1 }])] }, tokens.otherAdmin);
    const handOnUnknown = await patchOrg(ids.hinode, { accountTags: [joined, tag(helper.body.id, [{ targetType: 'building', targetId: UNKNOWN, role: 1 }])] }, tokens.otherAdmin);
    expectSameAsUnknown(handOn, handOnUnknown);
    const widened = { ...joined, managers: [...joined.managers, { operatorId: helper.body.id, role: 1 }] };
    const widen = await patchOrg(ids.hinode, { accountTags: [widened] }, tokens.otherAdmin);
    expect(widen.status).toBe(400);
    expect(widen.body.error.details).toEqual([{ path: 'accountTags.0.targets.0.targetId', code: 'notFound', message: 'is not an existing building' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let admin: string;
let aozoraId: number;
let towerId: number;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  aozoraId = (server.sql.get("SELECT id FROM organizations WHERE name = 'Aozora Facilities'") as { id: number }).id;
  towerId = (server.sql.get("SELECT id FROM buildings WHERE name = 'Aozora Tower'") as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
});

async function expectFieldError(res: { status: number; body: ErrorBody }, path: string) {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('VALIDATION_FAILED');
  expect(res.body.error.details?.map((d) => d.path)).toContain(path);
}

const count = (table: string) => (server.sql.get(`SELECT count(*) AS n FROM ${table}`) as { n: number }).n;

describe('building §5 rules', () => {
  it('creates a building with nested IP allow-list, speech texts and linkage, then changes and deletes it', async () => {
    const body = {
      name: 'Aozora Annex',
      organizationId: aozoraId,
      prefecture: 'Tokyo',
      city: 'Shibuya',
      postalCode: '150-0001',
      latitude: 35.66,
      longitude: 139.7,
      ipAllowList: [{ ipAddress: '203.0.113.0/24', description: 'office', restricted: false }],
      speechTexts: [{ text: 'Welcome' }],
      linkage: { hakaruAi: { loginId: 'annex' }, lilz: { accessToken: 'tok', managementUnitId: 'u1' } },
    };
    const created = await server.api<Record<string, unknown>>('POST', '/api/buildings', body, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Aozora Annex',
      status: 1,
      ipAllowList: body.ipAllowList,
      speechTexts: [{ id: expect.any(Number), text: 'Welcome' }],
      linkage: { dailyReport: null, cleaningRobot: null, hakaruAi: { loginId: 'annex' }, lilz: { accessTokenSet: true, managementUnitId: 'u1' }, meterSystem: null },
      groups: [],
      flowGroups: [],
    });
    const id = created.body.id as number;
    const changed = await server.api<Record<string, unknown>>('PATCH', `/api/buildings/${id}`, { linkage: { hakaruAi: null }, ipAllowList: [] }, admin);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ipAllowList: [], linkage: { hakaruAi: null, lilz: { accessTokenSet: true, managementUnitId: 'u1' } }, city: 'Shibuya' });
    expect((await server.api('DELETE', `/api/buildings/${id}`, undefined, admin)).status).toBe(204);
    expect(server.sql.get('SELECT count(*) AS n FROM ip_allow_entries WHERE building_id = ?', id)).toEqual({ n: 0 });
  });

  it('requires a name of at most 40 characters and an organization', async () => {
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/buildings', { organizationId: aozoraId }, admin), 'name');
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/buildings', { name: 'n'.repeat(41), organizationId: aozoraId }, admin), 'name');
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/buildings', { name: 'No org' }, admin), 'organizationId');
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/buildings/${towerId}`, { name: '' }, admin), 'name');
  });

  it('requires a valid IP address or CIDR in the allow-list', async () => {
    for (const ipAddress of ['', '999.1.1.1', '10.0.0.0/33', 'fe80::1/129', 'localhost', '1.2.3']) {
      const res = await server.api<ErrorBody>('PATCH', `/api/buildings/${towerId}`, { ipAllowList: [{ ipAddress: '10.0.0.1', description: '', restricted: false }, { ipAddress, description: '', restricted: false }] }, admin);
      await expectFieldError(res, 'ipAllowList.1.ipAddress');
    }
    for (const ipAddress of ['127.0.0.1', '2001:db8::/32', '::1']) {
      const res = await server.api('PATCH', `/api/buildings/${towerId}`, { ipAllowList: [{ ipAddress, description: 'ok', restricted: false }] }, admin);
      expect(res.status).toBe(200);
    }
  });

  it('requires the linkage fields: user ID and password, LiLz token and unit, linked building', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cleaningRobot: { userId: 'u', password: '' } }, 'linkage.cleaningRobot.password'],
      [{ cleaningRobot: { password: 'p' } }, 'linkage.cleaningRobot.userId'],
      [{ lilz: { accessToken: 't' } }, 'linkage.lilz.managementUnitId'],
      [{ lilz: { accessToken: '', managementUnitId: 'u' } }, 'linkage.lilz.accessToken'],
      [{ hakaruAi: { loginId: '' } }, 'linkage.hakaruAi.loginId'],
      [{ dailyReport: { enabled: true, linkedBuildingId: null } }, 'linkage.dailyReport.linkedBuildingId'],
      [{ dailyReport: { enabled: true, linkedBuildingId: 99999 } }, 'linkage.dailyReport.linkedBuildingId'],
    ];
    for (const [linkage, path] of cases) await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/buildings/${towerId}`, { linkage }, admin), path);
  });

  it('answers linkage secrets masked to everyone: never the cleaning-robot password, the LiLz or the meter-system token', async () => {
    const secrets = { password: 'Mop-Secret-77', lilz: 'lilz-token-secret', meter: 'meter-token-secret' };
    const linkage = {
      cleaningRobot: { userId: 'mop-user', password: secrets.password },
      lilz: { accessToken: secrets.lilz, managementUnitId: 'unit-1' },
      meterSystem: { token: secrets.meter, buildingId: 'm-1' },
    };
    const created = await server.api<{ id: number; linkage: Record<string, unknown> }>('POST', '/api/buildings', { name: 'Linked Hall', organizationId: aozoraId, linkage }, admin);
    expect(created.status).toBe(201);
    for (const secret of Object.values(secrets)) expect(JSON.stringify(created.body)).not.toContain(secret);
    const id = created.body.id;
    const storedLinkage = () => JSON.parse((server.sql.get('SELECT linkage FROM buildings WHERE id = ?', id) as { linkage: string }).linkage) as {
      cleaningRobot: { userId: string; password: string }; lilz: { accessToken: string }; meterSystem: { token: string };
    };

    const asAdmin = await server.api<{ linkage: Record<string, unknown> }>('GET', `/api/buildings/${id}`, undefined, admin);
    expect(asAdmin.body.linkage).toMatchObject({
      cleaningRobot: { userId: 'mop-user', passwordSet: true },
      lilz: { accessTokenSet: true, managementUnitId: 'unit-1' },
      meterSystem: { tokenSet: true, buildingId: 'm-1' },
    });
    expect(asAdmin.body.linkage.cleaningRobot).not.toHaveProperty('password');
    expect(asAdmin.body.linkage.lilz).not.toHaveProperty('accessToken');
    expect(asAdmin.body.linkage.meterSystem).not.toHaveProperty('token');
    for (const secret of Object.values(secrets)) expect(JSON.stringify(asAdmin.body)).not.toContain(secret);
    const listed = await server.api('GET', `/api/buildings?filter=${encodeURIComponent(JSON.stringify({ fields: ['id', 'linkage'] }))}`, undefined, admin);
    for (const secret of Object.values(secrets)) expect(JSON.stringify(listed.body)).not.toContain(secret);

    const operator = await server.login(demo.operator);
    const asOperator = await server.api<{ linkage: Record<string, unknown> }>('GET', `/api/buildings/${id}`, undefined, operator);
    expect(asOperator.status).toBe(200);
    expect(asOperator.body.linkage).toMatchObject({
      cleaningRobot: { userId: 'mop-user', passwordSet: true },
      lilz: { accessTokenSet: true, managementUnitId: 'unit-1' },
      meterSystem: { tokenSet: true, buildingId: 'm-1' },
    });
    for (const secret of Object.values(secrets)) expect(JSON.stringify(asOperator.body)).not.toContain(secret);

    // Write-only: an empty password keeps the saved one, a new one replaces it.
    const kept = await server.api('PATCH', `/api/buildings/${id}`, { linkage: { cleaningRobot: { userId: 'mop-user-2', password: '' } } }, admin);
    expect(kept.status).toBe(200);
    expect(storedLinkage().cleaningRobot).toEqual({ userId: 'mop-user-2', password: secrets.password });
    expect((await server.api('PATCH', `/api/buildings/${id}`, { linkage: { cleaningRobot: { userId: 'mop-user-2', password: 'Fresh-Secret-88' } } }, admin)).status).toBe(200);
    expect(storedLinkage().cleaningRobot.password).toBe('Fresh-Secret-88');
    // The tokens alike: empty keeps, a new one replaces; none ever reaches the audit log.
    const keptTokens = await server.api('PATCH', `/api/buildings/${id}`, { linkage: { lilz: { accessToken: '', managementUnitId: 'unit-2' }, meterSystem: { token: '', buildingId: 'm-2' } } }, admin);
    expect(keptTokens.status).toBe(200);
    expect(storedLinkage().lilz).toEqual({ accessToken: secrets.lilz, managementUnitId: 'unit-2' });
    expect(storedLinkage().meterSystem).toEqual({ token: secrets.meter, buildingId: 'm-2' });
    expect((await server.api('PATCH', `/api/buildings/${id}`, { linkage: { lilz: { accessToken: 'lilz-rotated', managementUnitId: 'unit-2' } } }, admin)).status).toBe(200);
    expect(storedLinkage().lilz.accessToken).toBe('lilz-rotated');
    expect((await server.api('PATCH', `/api/buildings/${id}`, { linkage: { lilz: { managementUnitId: 'unit-3' } } }, admin)).status).toBe(200);
    expect(storedLinkage().lilz).toEqual({ accessToken: 'lilz-rotated', managementUnitId: 'unit-3' });
    expect(JSON.stringify(server.sql.all('SELECT * FROM audit_logs'))).not.toMatch(/lilz-token-secret|lilz-rotated|meter-token-secret|Mop-Secret-77/);
    // Unlinked and linked again, there is no saved password to keep.
    expect((await server.api('PATCH', `/api/buildings/${id}`, { linkage: { cleaningRobot: null } }, admin)).status).toBe(200);
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/buildings/${id}`, { linkage: { cleaningRobot: { userId: 'u', password: '' } } }, admin), 'linkage.cleaningRobot.password');
    expect((await server.api('PATCH', `/api/buildings/${id}`, { linkage: { meterSystem: null } }, admin)).status).toBe(200);
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/buildings/${id}`, { linkage: { meterSystem: { token: '', buildingId: 'm-3' } } }, admin), 'linkage.meterSystem.token');
  });

  it('refuses speech texts without text and unknown fields', async () => {
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/buildings/${towerId}`, { speechTexts: [{ text: '' }] }, admin), 'speechTexts.0.text');
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/buildings/${towerId}`, { colour: 'red' }, admin), 'colour');
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/buildings/${towerId}`, { linkage: { unexpected: true } }, admin), 'linkage.unexpected');
  });
});

describe('floors, robot groups, flow groups and IP entries under a building', () => {
  it('does CRUD on floors with the §5 name rule and §3 index numbering', async () => {
    const path = `/api/buildings/${towerId}/floors`;
    const b2 = await server.api<Record<string, unknown>>('POST', path, { name: 'B2', type: 4, index: -1 }, admin);
    expect(b2.status).toBe(201);
    expect(b2.body).toEqual({ id: expect.any(Number), name: 'B2', buildingId: towerId, type: 4, index: -1, img: null, ugomap: null });
    await expectFieldError(await server.api<ErrorBody>('POST', path, { name: 'f'.repeat(41), type: 0, index: 3 }, admin), 'name');
    await expectFieldError(await server.api<ErrorBody>('POST', path, { type: 0, index: 3 }, admin), 'name');
    await expectFieldError(await server.api<ErrorBody>('POST', path, { name: '3F', type: 9, index: 3 }, admin), 'type');
    await expectFieldError(await server.api<ErrorBody>('POST', path, { name: '3F', type: 0, index: 1.5 }, admin), 'index');
    const id = b2.body.id as number;
    expect((await server.api<Record<string, unknown>>('PATCH', `${path}/${id}`, { name: 'B2 parking' }, admin)).body.name).toBe('B2 parking');
    const list = await server.api<Array<{ index: number }>>('GET', `${path}?filter=${encodeURIComponent('{"order":"index ASC"}')}`, undefined, admin);
    expect(list.body.map((f) => f.index)).toEqual([-1, 0, 1, 2]);
    expect((await server.api('DELETE', `${path}/${id}`, undefined, admin)).status).toBe(204);
    expect((await server.api('GET', `${path}/${id}`, undefined, admin)).status).toBe(404);
  });

  it('does not reach a floor through another building', async () => {
    const plazaFloor = server.sql.get("SELECT f.id FROM floors f JOIN buildings b ON b.id = f.building_id WHERE b.name = 'Aozora East Plaza'") as { id: number };
    expect((await server.api('GET', `/api/buildings/${towerId}/floors/${plazaFloor.id}`, undefined, admin)).status).toBe(404);
    expect((await server.api('DELETE', `/api/buildings/${towerId}/floors/${plazaFloor.id}`, undefined, admin)).status).toBe(404);
  });

  for (const segment of ['groups', 'flowGroups']) {
    it(`does CRUD on ${segment} with name required, at most 40`, async () => {
      const path = `/api/buildings/${towerId}/${segment}`;
      await expectFieldError(await server.api<ErrorBody>('POST', path, { name: '' }, admin), 'name');
      await expectFieldError(await server.api<ErrorBody>('POST', path, { name: 'g'.repeat(41) }, admin), 'name');
      const created = await server.api<{ id: number; name: string; buildingId: number }>('POST', path, { name: 'Night shift' }, admin);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(Number), name: 'Night shift', buildingId: towerId });
      const detail = await server.api<{ groups: unknown[]; flowGroups: unknown[] }>('GET', `/api/buildings/${towerId}`, undefined, admin);
      expect(detail.body[segment as 'groups']).toContainEqual({ id: created.body.id, name: 'Night shift' });
      expect((await server.api('PATCH', `${path}/${created.body.id}`, { name: 'Day shift' }, admin)).status).toBe(200);
      expect((await server.api('DELETE', `${path}/${created.body.id}`, undefined, admin)).status).toBe(204);
    });
  }

  it('does CRUD on IP allow-list entries with a valid address required', async () => {
    const path = `/api/buildings/${towerId}/ipAllowList`;
    const before = count('ip_allow_entries');
    await expectFieldError(await server.api<ErrorBody>('POST', path, { ipAddress: '300.0.0.1', description: '', restricted: true }, admin), 'ipAddress');
    await expectFieldError(await server.api<ErrorBody>('POST', path, { description: '', restricted: true }, admin), 'ipAddress');
    expect(count('ip_allow_entries')).toBe(before);
    const created = await server.api<{ id: number }>('POST', path, { ipAddress: '127.0.0.0/8', description: 'loopback', restricted: true }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), buildingId: towerId, ipAddress: '127.0.0.0/8', description: 'loopback', restricted: true });
    expect((await server.api('PATCH', `${path}/${created.body.id}`, { restricted: false }, admin)).status).toBe(200);
    expect((await server.api('DELETE', `${path}/${created.body.id}`, undefined, admin)).status).toBe(204);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  token = await server.login(demo.system);
});
afterAll(async () => {
  await server?.stop();
});

function list<T = Array<Record<string, unknown>>>(path: string, filter: unknown) {
  const query = filter === undefined ? '' : `?filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`;
  return server.api<T>('GET', `${path}${query}`, undefined, token);
}

function sqlRows<T>(sql: string, ...params: unknown[]): T[] {
  return server.sql.all(sql, ...params) as T[];
}

describe('spec §7 answers', () => {
  it('GET /api/buildings with status 1, updatedAt DESC, groups and flowGroups', async () => {
    const db = server.sql;
    // Distinct update times make the order observable; one unavailable building must drop out.
    db.run("UPDATE buildings SET updated_at = '2026-01-0' || id || 'T00:00:00.000Z'");
    db.run("UPDATE buildings SET status = 0 WHERE name = 'Hinode Warehouse'");
    const res = await list('/api/buildings', { where: { status: 1 }, order: 'updatedAt DESC', include: ['groups', 'flowGroups'] });
    expect(res.status).toBe(200);
    const expected = sqlRows<{ id: number; name: string; prefecture: string; city: string; organization_id: number }>(
      'SELECT id, name, prefecture, city, organization_id FROM buildings WHERE status = 1 ORDER BY updated_at DESC',
    ).map((b) => ({
      id: b.id,
      name: b.name,
      prefecture: b.prefecture,
      city: b.city,
      organizationId: b.organization_id,
      groups: sqlRows('SELECT id, name FROM robot_groups WHERE building_id = ? ORDER BY id', b.id),
      flowGroups: sqlRows('SELECT id, name FROM flow_groups WHERE building_id = ? ORDER BY id', b.id),
    }));
    expect(expected.length).toBe(2);
    expect(res.body).toEqual(expected);
    db.run("UPDATE buildings SET status = 1 WHERE name = 'Hinode Warehouse'");
  });

  it('GET /api/organizations with status 1, type ASC answers {id, name, type}', async () => {
    const res = await list('/api/organizations', { where: { status: 1 }, order: 'type ASC' });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.every((o) => Object.keys(o).sort().join() === 'id,name,type')).toBe(true);
    const types = body.map((o) => o.type as number);
    expect(types).toEqual([...types].sort((a, b) => a - b));
    expect(body.map((o) => o.id).sort()).toEqual(sqlRows<{ id: number }>('SELECT id FROM organizations WHERE status = 1').map((r) => r.id).sort());
  });

  it('GET /api/buildings/{id}/floors with index DESC', async () => {
    const [tower] = sqlRows<{ id: number }>("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
    const res = await list(`/api/buildings/${tower?.id}/floors`, { order: 'index DESC' });
    expect(res.status).toBe(200);
    const expected = sqlRows<Record<string, unknown>>(
      'SELECT id, name, building_id AS "buildingId", type, "index", img, ugomap FROM floors WHERE building_id = ? ORDER BY "index" DESC',
      tower?.id,
    );
    expect(res.body).toEqual(expected);
    expect(res.body.map((f) => f.index)).toEqual([2, 1, 0]);
  });

  it('answers the whole record on detail', async () => {
    const [tower] = sqlRows<{ id: number }>("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
    const res = await server.api<Record<string, unknown>>('GET', `/api/buildings/${tower?.id}`, undefined, token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['address', 'city', 'createdAt', 'flowGroups', 'groups', 'id', 'ipAllowList', 'latitude', 'linkage', 'longitude', 'name', 'organizationId', 'postalCode', 'prefecture', 'speechTexts', 'status', 'timeZone', 'updatedAt'].sort(),
    );
  });
});

describe('filter operators', () => {
  const names = async (filter: unknown) => (await list('/api/organizations', { fields: ['name'], order: 'name ASC', ...(filter as object) })).body.map((o) => o.name);
  const all = () => sqlRows<{ id: number; name: string; type: number; parent_id: number | null }>('SELECT id, name, type, parent_id FROM organizations ORDER BY name');

  it('eq, neq, gt, gte, lt, lte, inq and like select what SQL selects', async () => {
    const rows = all();
    expect(await names({ where: { type: 1 } })).toEqual(rows.filter((r) => r.type === 1).map((r) => r.name));
    expect(await names({ where: { type: { neq: 0 } } })).toEqual(rows.filter((r) => r.type !== 0).map((r) => r.name));
    expect(await names({ where: { type: { gt: 0 } } })).toEqual(rows.filter((r) => r.type > 0).map((r) => r.name));
    expect(await names({ where: { type: { gte: 1 } } })).toEqual(rows.filter((r) => r.type >= 1).map((r) => r.name));
    expect(await names({ where: { type: { lt: 1 } } })).toEqual(rows.filter((r) => r.type < 1).map((r) => r.name));
    expect(await names({ where: { type: { lte: 1 } } })).toEqual(rows.filter((r) => r.type <= 1).map((r) => r.name));
    expect(await names({ where: { type: { inq: [1, 3] } } })).toEqual(rows.filter((r) => [1, 3].includes(r.type)).map((r) => r.name));
    expect(await names({ where: { name: { like: 'Aozora%' } } })).toEqual(['Aozora Facilities', 'Aozora Facilities East']);
    expect(await names({ where: { parentId: null } })).toEqual(rows.filter((r) => r.parent_id === null).map((r) => r.name));
  });

  it('and / or combine conditions', async () => {
    const rows = all();
    const expected = rows.filter((r) => r.type === 3 || (r.type === 0 && r.name.startsWith('H'))).map((r) => r.name);
    expect(await names({ where: { or: [{ type: 3 }, { and: [{ type: 0 }, { name: { like: 'H%' } }] }] } })).toEqual(expected);
  });

  it('pages with limit and skip, and picks fields', async () => {
    const rows = all();
    expect(await names({ limit: 2, skip: 1 })).toEqual(rows.slice(1, 3).map((r) => r.name));
    const res = await list('/api/organizations', { fields: { id: true, parentId: true }, limit: 1, order: 'id ASC' });
    expect(res.body).toEqual([{ id: rows.map((r) => r.id).sort((a, b) => a - b)[0], parentId: null }]);
  });

  it('a skipped page is the same slice of the whole list, in the same order, with the same fields and relations', async () => {
    // Orders ending in id are total; PostgreSQL reads such pages ids first (resource-reader.ts).
    const pageOf = async (path: string, filter: Record<string, unknown>, skip: number, limit: number) => {
      const whole = await list(path, filter);
      const page = await list(path, { ...filter, skip, limit });
      expect(page.status).toBe(200);
      expect(page.body).toEqual(whole.body.slice(skip, skip + limit));
      return page.body;
    };
    // type has ties, so id decides within them.
    expect(await pageOf('/api/organizations', { order: ['type ASC', 'id DESC'] }, 2, 3)).toHaveLength(3);
    expect(await pageOf('/api/organizations', { where: { status: 1 }, fields: ['id', 'name'], order: ['name DESC', 'id ASC'] }, 1, 2)).toHaveLength(2);
    expect(await pageOf('/api/organizations', { order: 'id DESC' }, 1, 2)).toHaveLength(2);
    const buildings = await pageOf('/api/buildings', { include: ['groups', 'flowGroups'], order: ['name ASC', 'id ASC'] }, 1, 1);
    expect(Object.keys(buildings[0] ?? {})).toEqual(expect.arrayContaining(['groups', 'flowGroups']));
  });

  it('count answers {count} for a where', async () => {
    const res = await server.api<{ count: number }>('GET', `/api/organizations/count?where=${encodeURIComponent('{"type":0}')}`, undefined, token);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(all().filter((r) => r.type === 0).length);
  });

  it('count answers the new number right after a write, made through the API or straight to the store', async () => {
    const count = async () => (await server.api<{ count: number }>('GET', `/api/buildings/count?where=${encodeURIComponent('{"status":1}')}`, undefined, token)).body.count;
    const before = await count();
    expect(await count()).toBe(before);
    const [building] = sqlRows<{ id: number }>('SELECT id FROM buildings WHERE status = 1 ORDER BY id');
    const changed = await server.api('PATCH', `/api/buildings/${building!.id}`, { status: 0 }, token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await count()).toBe(before - 1);
    server.sql.run('UPDATE buildings SET status = 1 WHERE id = ?', building!.id);
    expect(await count()).toBe(before);
  });
});

describe('filter refusals', () => {
  const cases: Array<[string, unknown, string]> = [
    ['unknown operator', { where: { name: { regexp: '^A' } } }, 'where.name.regexp'],
    ['unknown field', { where: { password_hash: 'x' } }, 'where.password_hash'],
    ['wrong value type', { where: { status: 'on' } }, 'where.status'],
    ['nested position', { where: { and: [{ status: 1 }, { or: [{ name: 1 }] }] } }, 'where.and[1].or[0].name'],
    ['bad order', { order: ['name ASC', 'name SIDEWAYS'] }, 'order[1]'],
    ['unsortable field', { order: 'secret DESC' }, 'order'],
    ['limit over the cap', { limit: 5000 }, 'limit'],
    ['negative skip', { skip: -1 }, 'skip'],
    ['unknown relation', { include: ['robots'] }, 'include[0]'],
    ['unknown top-level key', { offset: 3 }, 'offset'],
    ['unknown field in fields', { fields: ['id', 'linkage'] }, 'fields[1]'],
  ];
  for (const [name, filter, path] of cases) {
    it(`answers 400 FILTER_INVALID naming ${path} (${name})`, async () => {
      const res = await list<ErrorBody>('/api/buildings', filter);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('FILTER_INVALID');
      expect(res.body.error.details?.map((d) => d.path)).toContain(path);
      expect(res.body.error.message).toContain(path);
    });
  }

  it('answers 400 for JSON that does not parse, on lists and counts', async () => {
    const bad = await list<ErrorBody>('/api/buildings', '{"where":{');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'FILTER_INVALID', details: [expect.objectContaining({ path: 'filter', code: 'json' })] });
    const count = await server.api<ErrorBody>('GET', '/api/buildings/count?where=%7Bnope', undefined, token);
    expect(count.status).toBe(400);
    expect(count.body.error.details?.[0]?.path).toBe('where');
  });

  it('treats hostile values as data', async () => {
    const res = await list('/api/buildings', { where: { name: "x' OR 1=1 --" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(sqlRows('SELECT id FROM buildings').length).toBe(3);
  });
});

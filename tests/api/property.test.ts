import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

// Generated invalid bodies and filters against every write and list route of organizations,
// buildings (with floors, groups, flow groups, IP allow-list) and operators: each answer is a
// 4xx naming the broken part, and the database is byte-for-byte what it was.

let server: TestServer;
let token: string;
const ids = { org: 0, agent: 0, building: 0, floor: 0, group: 0, flowGroup: 0, ip: 0, operator: 0 };

type Kind = 'text' | 'int' | 'enum' | 'id' | 'nullableId' | 'bool' | 'number' | 'list' | 'object' | 'email';
interface FieldSpec {
  name: string;
  kind: Kind;
  max?: number;
  required?: boolean;
  values?: number[];
}
interface RouteSpec {
  label: string;
  collection: () => string;
  item: () => string;
  base: () => Record<string, unknown>;
  fields: FieldSpec[];
  filterFields: string[];
}

const text = (name: string, max: number, required = false): FieldSpec => ({ name, kind: 'text', max, required });
const routes: RouteSpec[] = [
  {
    label: 'organizations',
    collection: () => '/api/organizations',
    item: () => `/api/organizations/${ids.org}`,
    base: () => ({ name: 'Property Org', type: 0, parentId: ids.agent }),
    fields: [
      text('name', 48, true), { name: 'type', kind: 'enum', values: [0, 1, 2, 3], required: true }, { name: 'parentId', kind: 'nullableId', required: true },
      { name: 'status', kind: 'enum', values: [0, 1] }, text('prefecture', 32), text('city', 64), text('addressDetail', 256),
      { name: 'labsEnabled', kind: 'bool' }, { name: 'parentRole', kind: 'enum', values: [0, 1, 2, 3, 4] }, { name: 'notificationTargets', kind: 'list' }, { name: 'accountTags', kind: 'list' },
    ],
    filterFields: ['id', 'name', 'type', 'status'],
  },
  {
    label: 'buildings',
    collection: () => '/api/buildings',
    item: () => `/api/buildings/${ids.building}`,
    base: () => ({ name: 'Property Building', organizationId: ids.org }),
    fields: [
      text('name', 40, true), { name: 'organizationId', kind: 'id', required: true }, { name: 'status', kind: 'enum', values: [0, 1] }, text('prefecture', 32), text('city', 64),
      text('address', 256), { name: 'latitude', kind: 'number' }, { name: 'longitude', kind: 'number' }, { name: 'ipAllowList', kind: 'list' }, { name: 'speechTexts', kind: 'list' }, { name: 'linkage', kind: 'object' },
    ],
    filterFields: ['id', 'name', 'status', 'organizationId'],
  },
  {
    label: 'floors',
    collection: () => `/api/buildings/${ids.building}/floors`,
    item: () => `/api/buildings/${ids.building}/floors/${ids.floor}`,
    base: () => ({ name: '7F', type: 0, index: 7 }),
    fields: [text('name', 40, true), { name: 'type', kind: 'enum', values: [0, 1, 2, 3, 4], required: true }, { name: 'index', kind: 'int', required: true }],
    filterFields: ['id', 'name', 'index', 'type'],
  },
  ...(['groups', 'flowGroups'] as const).map((segment): RouteSpec => ({
    label: segment,
    collection: () => `/api/buildings/${ids.building}/${segment}`,
    item: () => `/api/buildings/${ids.building}/${segment}/${segment === 'groups' ? ids.group : ids.flowGroup}`,
    base: () => ({ name: 'Property group' }),
    fields: [text('name', 40, true)],
    filterFields: ['id', 'name'],
  })),
  {
    label: 'ipAllowList',
    collection: () => `/api/buildings/${ids.building}/ipAllowList`,
    item: () => `/api/buildings/${ids.building}/ipAllowList/${ids.ip}`,
    base: () => ({ ipAddress: '198.51.100.7', description: 'property', restricted: false }),
    fields: [{ name: 'ipAddress', kind: 'text', max: 49, required: true }, text('description', 256, true), { name: 'restricted', kind: 'bool', required: true }],
    filterFields: ['id', 'ipAddress', 'restricted'],
  },
  {
    label: 'operators',
    collection: () => '/api/operators',
    item: () => `/api/operators/${ids.operator}`,
    base: () => ({ loginId: 'property@aozora.example', lastName: 'Prop', firstName: 'Erty', type: 0, organizationId: ids.org, buildingId: ids.building, password: 'Blue-Harbor-42' }),
    fields: [
      { name: 'loginId', kind: 'email', required: true }, text('lastName', 20, true), text('firstName', 20, true), { name: 'type', kind: 'enum', values: [0, 1, 2, 9], required: true },
      { name: 'organizationId', kind: 'id', required: true }, { name: 'buildingId', kind: 'id', required: true }, { name: 'password', kind: 'text', max: 32, required: true },
      { name: 'restrictEditFlow', kind: 'bool' }, { name: 'passwordChangeRequired', kind: 'bool' },
    ],
    filterFields: ['id', 'loginId', 'type', 'organizationId'],
  },
];

// Values no coercion can rescue: ajv here coerces scalars between types and wraps scalars in
// arrays, so the wrong values are objects, two-element arrays and text that is no number.
const uncoercible = fc.oneof(fc.constant({}), fc.record({ x: fc.integer() }), fc.tuple(fc.integer(), fc.integer()));
function wrongValue(field: FieldSpec): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'text':
    case 'email':
      return field.kind === 'email' ? fc.oneof(uncoercible, fc.constantFrom('no-at-sign', 'a@', '@b.example')) : uncoercible;
    case 'int':
      return fc.oneof(uncoercible, fc.constantFrom('abc', '1x'), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).filter((v) => !Number.isInteger(v)));
    case 'enum':
      return fc.oneof(uncoercible, fc.integer({ min: -1000, max: 1000 }).filter((v) => !(field.values ?? []).includes(v)));
    case 'id':
    case 'nullableId':
      return fc.oneof(uncoercible, fc.integer({ min: -1000, max: 0 }), fc.constantFrom('abc', '1x'));
    case 'bool':
      return fc.oneof(uncoercible, fc.constantFrom('maybe', 2, -1));
    case 'number':
      return fc.oneof(uncoercible, fc.constantFrom('north'), fc.double({ min: 180.5, max: 1e9, noNaN: true }));
    case 'list':
      return fc.oneof(fc.constant('text'), fc.tuple(fc.integer(), fc.integer()), fc.constant([{ unexpected: true }]));
    case 'object':
      return fc.oneof(fc.constant('text'), fc.tuple(fc.integer(), fc.integer()), fc.constant({ unexpected: true }));
  }
}

interface Mutation {
  body: unknown;
  /** Path the answer must name; undefined when the whole body is wrong. */
  path?: string;
}

function mutations(route: RouteSpec, mode: 'create' | 'update'): fc.Arbitrary<Mutation> {
  const base = mode === 'create' ? route.base() : {};
  const known = new Set(route.fields.map((f) => f.name));
  const options: Array<fc.Arbitrary<Mutation>> = [
    fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((key) => !known.has(key) && !['__proto__', 'constructor', 'prototype'].includes(key))
      .chain((key) => fc.jsonValue().map((value) => ({ body: { ...base, [key]: value }, path: key }))),
    fc.constantFrom(...route.fields).chain((field) => wrongValue(field).map((value) => ({ body: { ...base, [field.name]: value }, path: field.name }))),
    fc.oneof(fc.integer(), fc.constant('plain text'), fc.tuple(fc.integer(), fc.integer())).map((body) => ({ body })),
  ];
  const limited = route.fields.filter((f) => f.max !== undefined);
  if (limited.length > 0) {
    options.push(
      fc.constantFrom(...limited).chain((field) => fc.integer({ min: 1, max: 30 }).map((extra) => ({ body: { ...base, [field.name]: 'a'.repeat((field.max ?? 0) + extra) }, path: field.name }))),
    );
  }
  const required = route.fields.filter((f) => f.required);
  if (mode === 'create' && required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((field) => {
        const body: Record<string, unknown> = { ...base };
        delete body[field.name];
        return { body, path: field.name };
      }),
    );
  }
  return fc.oneof(...options);
}

interface FilterMutation {
  text: string;
  path: string;
}

function filterMutations(route: RouteSpec): fc.Arbitrary<FilterMutation> {
  const known = new Set(route.filterFields);
  const unknownName = fc.string({ minLength: 1, maxLength: 10 }).filter((n) => /^[A-Za-z_]\w*$/.test(n) && !known.has(n) && !['createdAt', 'updatedAt', 'buildingId', 'parentId', 'level', 'city', 'prefecture'].includes(n));
  const json = (value: unknown, path: string) => ({ text: JSON.stringify(value), path });
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !['where', 'order', 'include', 'limit', 'skip', 'fields'].includes(k)).map((k) => json({ [k]: 1 }, k)),
    unknownName.map((n) => json({ where: { [n]: 1 } }, `where.${n}`)),
    fc.tuple(fc.constantFrom(...route.filterFields), fc.string({ minLength: 1, maxLength: 8 }).filter((op) => !['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'inq', 'like'].includes(op))).map(([f, op]) => json({ where: { [f]: { [op]: 1 } } }, `where.${f}`)),
    fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 1001 }), fc.constant(2.5), fc.constant('ten')).map((limit) => json({ limit }, 'limit')),
    fc.integer({ max: -1 }).map((skip) => json({ skip }, 'skip')),
    unknownName.map((n) => json({ order: `${n} DESC` }, 'order')),
    fc.constantFrom('id SIDEWAYS', 'id; DROP TABLE buildings', '', 'ASC').map((order) => json({ order: [order] }, 'order[0]')),
    unknownName.map((n) => json({ include: [n] }, 'include[0]')),
    unknownName.map((n) => json({ fields: [n] }, 'fields[0]')),
    fc.oneof(fc.constant('{"where":'), fc.constant('not json'), fc.integer().map(String), fc.constant('[1,2]')).map((text) => ({ text, path: 'filter' })),
  );
}

function fingerprint(): string {
  const db = server.sql;
  return ['organizations', 'notification_targets', 'account_tags', 'buildings', 'floors', 'robot_groups', 'flow_groups', 'ip_allow_entries', 'speech_texts', 'operators', 'audit_logs']
    .map((table) => JSON.stringify(db.all(`SELECT * FROM ${table} ORDER BY id`)))
    .join('|');
}

function expectNamed(status: number, body: unknown, path: string | undefined, code?: string): void {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  const error = (body as ErrorBody).error;
  if (code) expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  if (path !== undefined) {
    const paths = (error.details ?? []).map((d) => d.path);
    expect(paths.some((p) => p === path || p.startsWith(`${path}.`) || p.startsWith(`${path}[`)), `${JSON.stringify(paths)} names ${path}`).toBe(true);
  }
}

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  token = await server.login(demo.system);
  const db = server.sql;
  const one = (sql: string, ...params: unknown[]) => (db.get(sql, ...params) as { id: number }).id;
  ids.org = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  ids.agent = one("SELECT id FROM organizations WHERE name = 'Fleetdeck Robotics Agency'");
  ids.building = one("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  ids.floor = one('SELECT id FROM floors WHERE building_id = ? LIMIT 1', ids.building);
  ids.group = one('SELECT id FROM robot_groups WHERE building_id = ? LIMIT 1', ids.building);
  ids.flowGroup = one('SELECT id FROM flow_groups WHERE building_id = ? LIMIT 1', ids.building);
  db.run("INSERT INTO ip_allow_entries (building_id, ip_address, description, restricted) VALUES (?, '192.0.2.1', 'seed', 0)", ids.building);
  ids.ip = one('SELECT id FROM ip_allow_entries WHERE building_id = ?', ids.building);
  ids.operator = one('SELECT id FROM operators WHERE login_id = ?', demo.operator);
});
afterAll(async () => {
  await server?.stop();
});

describe.each(routes)('$label', (route) => {
  it('answers every invalid create body with a 4xx naming the field, storing nothing', async () => {
    const before = fingerprint();
    await fc.assert(
      fc.asyncProperty(mutations(route, 'create'), async ({ body, path }) => {
        const res = await server.api('POST', route.collection(), body, token);
        expectNamed(res.status, res.body, path, 'VALIDATION_FAILED');
      }),
      { numRuns: 30 },
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers every invalid update body with a 4xx naming the field, changing nothing', async () => {
    const before = fingerprint();
    await fc.assert(
      fc.asyncProperty(mutations(route, 'update'), async ({ body, path }) => {
        const res = await server.api('PATCH', route.item(), body, token);
        expectNamed(res.status, res.body, path, 'VALIDATION_FAILED');
      }),
      { numRuns: 30 },
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers every invalid filter with 400 FILTER_INVALID naming the part, on list and count', async () => {
    const before = fingerprint();
    await fc.assert(
      fc.asyncProperty(filterMutations(route), async ({ text, path }) => {
        const res = await server.api('GET', `${route.collection()}?filter=${encodeURIComponent(text)}`, undefined, token);
        expectNamed(res.status, res.body, path, 'FILTER_INVALID');
        if (path.startsWith('where.')) {
          const where = JSON.stringify((JSON.parse(text) as { where: unknown }).where);
          const count = await server.api('GET', `${route.collection()}/count?where=${encodeURIComponent(where)}`, undefined, token);
          expectNamed(count.status, count.body, path, 'FILTER_INVALID');
        }
      }),
      { numRuns: 30 },
    );
    expect(fingerprint()).toBe(before);
  });
});

it('answers malformed JSON bodies with a 4xx on every write route', async () => {
  const before = fingerprint();
  for (const route of routes) {
    for (const [method, path] of [['POST', route.collection()], ['PATCH', route.item()]] as const) {
      const res = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"name": ' });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message.length).toBeGreaterThan(0);
    }
  }
  expect(fingerprint()).toBe(before);
});

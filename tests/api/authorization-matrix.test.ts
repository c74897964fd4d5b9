// Authorization matrix (issues 5 and 13): who may call what, checked against a table written from
// spec §2 and §6 (tests/api/authorization/expected-access.ts), never against the server's own
// marks, so a wrongly declared level fails here. The server's OpenAPI document is read only to find
// routes the table does not list (and rows for routes the server no longer has). Every route is
// called by nobody and by each demo role; every resource is driven with records of two
// organizations; notification targets, account tags, robot commands (stream and REST), photos and
// files are checked per role too. One server and one sign-in per role serve the whole file.
import { encodeCameraFrame, RobotCommand } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ApiResponse, type ErrorBody, type TestServer } from './harness/index.js';
import { fillPath, loadSamples, organizationIds, sampleContext as contextFor, type OrgKey } from './resource-samples/catalog.js';
import type { SampleContext } from './resource-samples/sample-types.js';
import {
  expectedBodies, expectedCommands, expectedFields, expectedResources, expectedRoutes, levelAllows, type Level,
} from './authorization/expected-access.js';
import { browser, handRobot, RecordingSocket, registerRobot, telemetry, type Message } from './gateway-helpers.js';

type Role = 'system' | 'orgAdmin' | 'manager' | 'operator' | 'otherAdmin';

/** §6 userType of each demo account (tests/shared/demoAccounts.ts; none has a pending gate). */
const userTypes: Record<Role, number> = { system: 9, orgAdmin: 2, manager: 1, operator: 0, otherAdmin: 2 };
/** Organizations (of the two under test) each role belongs to or sits above. */
const sees: Record<Role, readonly OrgKey[]> = {
  system: ['first', 'second'],
  orgAdmin: ['first'],
  manager: ['first'],
  operator: ['first'],
  otherAdmin: ['second'],
};
/** The organization a role belongs to (the system admin is driven in the first). */
const homeOf = (role: Role): OrgKey => (role === 'otherAdmin' ? 'second' : 'first');
/** §3 contract options of each role's organization in the demo seed (Hinode's contract has none). */
const contractOptions: Record<Role, ReadonlySet<string>> = {
  system: new Set(['isArchive']), orgAdmin: new Set(['isArchive']), manager: new Set(['isArchive']), operator: new Set(['isArchive']), otherAdmin: new Set(),
};
const roles = Object.keys(userTypes) as Role[];
const refusals = [403, 404];
/** An id no record has: a route answers 404 to whoever passes its level, so nothing changes. */
const NO_SUCH_ID = 999_999_999;
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const samples = loadSamples();

const server: TestServer = await startTestServer({ smtp: false });
afterAll(async () => {
  await server.stop();
});

const tokens = {} as Record<Role, string>;
for (const role of roles) tokens[role] = await server.login(demo[role]);

const orgIds = organizationIds(server);
const sampleContext = (org: OrgKey): SampleContext => contextFor(server, orgIds[org], tokens.system);

const call = <T = unknown,>(role: Role, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> =>
  server.api<T>(method, path, body, tokens[role]);

const describeAnswer = (res: ApiResponse) => `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
const errorCode = (res: ApiResponse) => (res.body as Partial<ErrorBody> | undefined)?.error?.code;

/** The expected level of a route of the table (a missing row is a failure of its own test). */
function levelOf(method: string, path: string): Level {
  const row = expectedRoutes[`${method} ${path}`];
  if (!row) throw new Error(`no row for ${method} ${path} in tests/api/authorization/expected-access.ts`);
  return row.level;
}

/** "METHOD /path" of every route the server documents: used only to compare with the table. */
async function servedRoutes(): Promise<string[]> {
  const doc = (await server.api<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/docs/json')).body;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).filter((method) => HTTP_METHODS.has(method)).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the expected-access table', () => {
  it('has a row for every route the server serves', async () => {
    const missing = (await servedRoutes()).filter((route) => !(route in expectedRoutes));
    expect(missing, 'add a row (level from spec §2/§6) to tests/api/authorization/expected-access.ts for').toEqual([]);
  });

  it('lists no route the server does not serve', async () => {
    const served = new Set(await servedRoutes());
    expect(Object.keys(expectedRoutes).filter((route) => !served.has(route)), 'rows for routes the server does not serve').toEqual([]);
  });

  it('has a sample body for every resource it names, scoped as the table says', () => {
    for (const { name, scope } of expectedResources) {
      const sample = samples.get(name);
      expect(sample, `add tests/api/resource-samples/${name}.ts (docs/contracts.md "Authorization matrix")`).toBeDefined();
      expect(sample?.unscoped !== undefined, `${name}: sample's \`unscoped\` disagrees with the table's scope (${scope})`).toBe(scope === 'installation');
    }
  });
});

/** A path of the table with every parameter filled: the caller's own building, else an id no record has. */
function probePath(template: string, org: OrgKey): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(name === 'buildingId' ? orgIds[org].buildingId : NO_SUCH_ID));
}

/** Calls a route of the table as nobody or a role, with an empty body: the level is checked first. */
async function probe(route: string, role: Role | null): Promise<ApiResponse> {
  const [method = '', template = ''] = route.split(' ');
  const body = method === 'POST' || method === 'PATCH' ? {} : undefined;
  return server.api(method, probePath(template, role ? homeOf(role) : 'first'), body, role ? tokens[role] : undefined);
}

/** Calls every row of the table (a few at a time, in order of the table); answers what `check` says is wrong. */
async function sweep(role: Role | null, check: (route: string, level: Level, res: ApiResponse) => boolean): Promise<string[]> {
  // Public rows are called signed out only: with a token they prove nothing, and sign-in calls are rate-limited.
  const rows = Object.entries(expectedRoutes).filter(([route, row]) => route !== LOGOUT && (role === null || row.level !== 'public'));
  const wrong: string[] = [];
  for (let i = 0; i < rows.length; i += 8) {
    const batch = rows.slice(i, i + 8);
    const answers = await Promise.all(batch.map(([route]) => probe(route, role)));
    batch.forEach(([route, row], j) => {
      const res = answers[j];
      if (res && !check(route, row.level, res)) wrong.push(`${route} (${row.level}): ${describeAnswer(res)}`);
    });
  }
  return wrong;
}

// Logout ends the token, so its row is checked last in this file.
const LOGOUT = 'POST /api/operators/logout';

describe('route levels', () => {
  it('nobody signed in reaches the public routes only (401 UNAUTHORIZED elsewhere)', async () => {
    const wrong = await sweep(null, (_route, level, res) => {
      const refused = res.status === 401 && errorCode(res) === 'UNAUTHORIZED';
      return level === 'public' ? !refused && res.status < 500 : refused;
    });
    expect(wrong).toEqual([]);
    const logout = await server.api('POST', '/api/operators/logout');
    expect([logout.status, errorCode(logout)]).toEqual([401, 'UNAUTHORIZED']);
  });

  for (const role of roles) {
    it(`${role} (userType ${userTypes[role]}) passes exactly the levels §6 gives it (403 FORBIDDEN below)`, async () => {
      const wrong = await sweep(role, (route, level, res) => {
        const contract = expectedRoutes[route]?.contract;
        const contracted = contract === undefined || contractOptions[role].has(contract);
        if (!levelAllows(level, userTypes[role]) || !contracted) return res.status === 403 && errorCode(res) === 'FORBIDDEN';
        return res.status !== 401 && res.status !== 403 && res.status < 500;
      });
      expect(wrong).toEqual([]);
    });
  }

  it('answers the admin-only fields of an organization to admins only', async () => {
    const fields = expectedFields['GET /api/organizations/{id}'] ?? {};
    for (const role of roles) {
      const res = await call<Record<string, unknown>>(role, 'GET', `/api/organizations/${orgIds[homeOf(role)].organizationId}`);
      expect(res.status, `${role}: ${describeAnswer(res)}`).toBe(200);
      for (const [field, level] of Object.entries(fields)) {
        if (levelAllows(level, userTypes[role])) expect(res.body[field], `${role} reads ${field}`).toEqual(expect.any(Array));
        else expect(res.body[field], `${role} must not read ${field} (${level})`).toBeUndefined();
      }
    }
  });
});

describe('resources: every role reads and changes only what its level and organization allow', () => {
  for (const resource of expectedResources) {
    it(resource.name, async () => {
      const sample = samples.get(resource.name);
      if (!sample) throw new Error(`no sample for resource "${resource.name}": add tests/api/resource-samples/${resource.name}.ts`);
      const { path } = resource;
      const scoped = resource.scope === 'organization';
      const orgs: OrgKey[] = scoped ? ['first', 'second'] : ['first'];
      const level = {
        list: levelOf('GET', path), count: levelOf('GET', `${path}/count`), get: levelOf('GET', `${path}/{id}`),
        create: levelOf('POST', path), patch: levelOf('PATCH', `${path}/{id}`), delete: levelOf('DELETE', `${path}/{id}`),
      };
      const itemPath = `${path}/{id}`;

      /** Creates a record in an organization as the system admin; answers its id and context. */
      const createRecord = async (org: OrgKey): Promise<{ id: number; ctx: SampleContext }> => {
        const ctx = sampleContext(org);
        const res = await call('system', 'POST', await fillPath(path, sample, ctx), await sample.create(ctx));
        expect(res.status, `system admin creating ${resource.name} with the sample body: ${describeAnswer(res)}`).toBe(201);
        const record = sample.recordOf ? sample.recordOf(res.body) : (res.body as { id: number });
        expect(typeof record.id, `${resource.name}: created record has no id`).toBe('number');
        return { id: record.id, ctx };
      };

      /** The record as the system admin sees it (to prove a refused write changed nothing). */
      const snapshot = async (ctx: SampleContext, id: number): Promise<string> => {
        const res = await call('system', 'GET', await fillPath(itemPath, sample, ctx, id));
        return `${res.status} ${JSON.stringify(res.body)}`;
      };

      for (const role of roles) {
        const type = userTypes[role];
        for (const org of orgs) {
          const visible = !scoped || sees[role].includes(org);
          const label = `${resource.name}: ${role} on a record of the ${org} organization`;
          const record = await createRecord(org);
          const { ctx } = record;

          const byId = `?filter=${encodeURIComponent(JSON.stringify({ where: { id: record.id } }))}`;
          const list = await call<Array<{ id: number }>>(role, 'GET', `${await fillPath(path, sample, ctx)}${byId}`);
          if (!levelAllows(level.list, type)) {
            expect(list.status, `${label}: list below its level (${level.list})`).toBe(403);
          } else if (!visible) {
            expect(refusals.includes(list.status) || (list.status === 200 && list.body.every((row) => row.id !== record.id)), `${label}: list shows another organization's row: ${describeAnswer(list)}`).toBe(true);
          } else {
            expect(list.status, `${label}: list ${describeAnswer(list)}`).toBe(200);
            expect(list.body.map((row) => row.id), `${label}: list misses a visible row`).toContain(record.id);
          }

          const where = `?where=${encodeURIComponent(JSON.stringify({ id: record.id }))}`;
          const count = await call<{ count: number }>(role, 'GET', `${await fillPath(`${path}/count`, sample, ctx)}${where}`);
          if (!levelAllows(level.count, type)) {
            expect(count.status, `${label}: count below its level (${level.count})`).toBe(403);
          } else if (!visible) {
            expect(refusals.includes(count.status) || (count.status === 200 && count.body.count === 0), `${label}: count includes another organization's row: ${describeAnswer(count)}`).toBe(true);
          } else {
            expect(count.status, `${label}: count ${describeAnswer(count)}`).toBe(200);
            expect(count.body.count, `${label}: count misses a visible row`).toBe(1);
          }

          const get = await call<{ id: number }>(role, 'GET', await fillPath(itemPath, sample, ctx, record.id));
          if (!levelAllows(level.get, type)) {
            expect(get.status, `${label}: get below its level (${level.get})`).toBe(403);
          } else if (!visible) {
            expect(refusals, `${label}: get of another organization's record answered ${describeAnswer(get)}`).toContain(get.status);
          } else {
            expect(get.status, `${label}: get ${describeAnswer(get)}`).toBe(200);
            expect(get.body.id).toBe(record.id);
          }

          const beforePatch = await snapshot(ctx, record.id);
          const patch = await call(role, 'PATCH', await fillPath(itemPath, sample, ctx, record.id), await sample.patch(ctx));
          if (!levelAllows(level.patch, type)) {
            expect(patch.status, `${label}: patch below its level (${level.patch})`).toBe(403);
          } else if (!visible) {
            expect(refusals, `${label}: patch of a record it may not change answered ${describeAnswer(patch)}`).toContain(patch.status);
          } else {
            expect(patch.status, `${label}: patch ${describeAnswer(patch)}`).toBe(200);
          }
          if (patch.status >= 400) expect(await snapshot(ctx, record.id), `${label}: refused patch changed the record`).toBe(beforePatch);

          const beforeDelete = await snapshot(ctx, record.id);
          const del = await call(role, 'DELETE', await fillPath(itemPath, sample, ctx, record.id));
          if (!levelAllows(level.delete, type)) {
            expect(del.status, `${label}: delete below its level (${level.delete})`).toBe(403);
          } else if (!visible) {
            expect(refusals, `${label}: delete of a record it may not change answered ${describeAnswer(del)}`).toContain(del.status);
          } else {
            expect(del.status, `${label}: delete ${describeAnswer(del)}`).toBe(204);
            expect((await call('system', 'GET', await fillPath(itemPath, sample, ctx, record.id))).status).toBe(404);
          }
          if (del.status >= 400) expect(await snapshot(ctx, record.id), `${label}: refused delete removed or changed the record`).toBe(beforeDelete);

          const createCtx = sampleContext(org);
          const create = await call<{ id?: number }>(role, 'POST', await fillPath(path, sample, createCtx), await sample.create(createCtx));
          if (!levelAllows(level.create, type)) {
            expect(create.status, `${label}: create below its level (${level.create})`).toBe(403);
          } else if (!visible) {
            expect([400, 403, 404], `${label}: create in an organization it may not change answered ${describeAnswer(create)}`).toContain(create.status);
          } else {
            expect(create.status, `${label}: create ${describeAnswer(create)}`).toBe(201);
          }
        }
      }
    });
  }

  for (const rule of expectedBodies) {
    it(`${rule.route} with ${JSON.stringify(rule.body)} needs ${rule.level} (${rule.why})`, async () => {
      const sample = samples.get(rule.resource);
      if (!sample) throw new Error(`no sample for ${rule.resource}`);
      const [, path = ''] = rule.route.split(' ');
      for (const role of roles) {
        const ctx = sampleContext(homeOf(role));
        const res = await call(role, 'POST', await fillPath(path, sample, ctx), { ...(await sample.create(ctx)), ...rule.body });
        if (levelAllows(rule.level, userTypes[role])) expect(res.status, `${role}: ${describeAnswer(res)}`).toBe(201);
        else expect([400, 403], `${role} must be refused: ${describeAnswer(res)}`).toContain(res.status);
      }
    });
  }
});

describe('notification targets and account tags (organization/{id}/notif-target/*, child-org-and-tag: admin)', () => {
  const patchLevel = levelOf('PATCH', '/api/organizations/{id}');
  /** A child organization of each company, made by the system admin, so no seeded tag is replaced. */
  const children = {} as Record<OrgKey, number>;
  /** An operator of each company to name as a tag manager. */
  const members = {} as Record<OrgKey, number>;

  beforeAll(async () => {
    for (const org of ['first', 'second'] as const) {
      const res = await call<{ id: number }>('system', 'POST', '/api/organizations', { name: `Matrix children ${org} ${Date.now()}`, type: 0, parentId: orgIds[org].organizationId });
      expect(res.status, describeAnswer(res)).toBe(201);
      children[org] = res.body.id;
    }
    const idOf = (loginId: string) => (server.sql.get('SELECT id FROM operators WHERE login_id = ?', loginId) as { id: number }).id;
    members.first = idOf(demo.operator);
    members.second = idOf(demo.otherAdmin);
  });

  const bodies = {
    accountTags: (org: OrgKey, role: Role) => [{ name: `Matrix tag ${role}`, managers: [{ operatorId: members[org], role: 1 }], targets: [{ targetType: 'organization', targetId: children[org], role: 1 }] }],
    notificationTargets: (org: OrgKey, role: Role) => [{ type: 0, level: 5, buildingId: orgIds[org].buildingId, address: `${role}@matrix.example` }],
  };

  for (const field of ['accountTags', 'notificationTargets'] as const) {
    it(`${field}: read and replaced only by admins of the organization`, async () => {
      const readLevel = expectedFields['GET /api/organizations/{id}']?.[field] ?? 'any';
      for (const role of roles) {
        for (const org of ['first', 'second'] as const) {
          const label = `${field}: ${role} on a child of the ${org} organization`;
          const visible = sees[role].includes(org);
          const path = `/api/organizations/${children[org]}`;
          const read = await call<Record<string, unknown>>(role, 'GET', path);
          if (!visible) {
            expect(refusals, `${label}: read answered ${describeAnswer(read)}`).toContain(read.status);
          } else {
            expect(read.status, `${label}: read ${describeAnswer(read)}`).toBe(200);
            if (levelAllows(readLevel, userTypes[role])) expect(read.body[field], label).toEqual(expect.any(Array));
            else expect(read.body[field], `${label}: must not be answered below ${readLevel}`).toBeUndefined();
          }
          const before = await call('system', 'GET', path);
          const write = await call<Record<string, unknown>>(role, 'PATCH', path, { [field]: bodies[field](org, role) });
          if (!levelAllows(patchLevel, userTypes[role])) {
            expect(write.status, `${label}: write below ${patchLevel}: ${describeAnswer(write)}`).toBe(403);
          } else if (!visible) {
            expect(refusals, `${label}: write answered ${describeAnswer(write)}`).toContain(write.status);
          } else {
            expect(write.status, `${label}: write ${describeAnswer(write)}`).toBe(200);
            expect(JSON.stringify(write.body[field]), label).toContain(role);
          }
          if (write.status >= 400) expect((await call('system', 'GET', path)).body, `${label}: refused write changed the organization`).toEqual(before.body);
        }
      }
    });
  }
});

describe('robots: commands (stream and REST), photos and files', () => {
  const commandNames = (RobotCommand.anyOf as Array<{ properties: { name: { const: string } } }>).map((shape) => shape.properties.name.const);
  let robot: { id: number; serialNo: string; floorId: number };
  let robotSocket: RecordingSocket;
  const sockets: RecordingSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.terminate();
  });

  /** A small baseline JPEG (SOI, SOF0 of 4x3, EOI): enough for the server's signature check. */
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x03, 0x00, 0x04, 0x01, 0x01, 0x11, 0x00, ...Array<number>(32).fill(7), 0xff, 0xd9]);
  const robotCommands = () => robotSocket.messages.filter((m) => m.type === 'command') as Array<Message & { command: { name: string } }>;

  beforeAll(async () => {
    const first = orgIds.first;
    const registered = await registerRobot(server, tokens.system, { name: `Matrix robot ${Date.now()}`, serialNo: `MX-${Date.now() % 1_000_000}`, model: 'Ex', buildingId: first.buildingId, initialFloorId: first.floorId });
    robot = registered;
    robotSocket = (await handRobot(server, registered.serialNo, registered.credential)).socket;
    sockets.push(robotSocket);
    // The hand robot obeys everything; a photo is answered with its picture first, as robots do.
    robotSocket.socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const m = JSON.parse(String(data)) as { type: string; seq: number; command?: { name: string; camera?: string } };
      if (m.type !== 'command') return;
      if (m.command?.name === 'photo') {
        robotSocket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: 1, width: 4, height: 3, photoSeq: m.seq }, jpeg));
      }
      robotSocket.send({ type: 'ack', seq: m.seq, result: 'ok' });
    });
    robotSocket.send(telemetry(registered.floorId, { battery: { percent: 80, state: 'active' } }));
    // osUpdate needs a known battery of 20% or more: wait until the server shows this one.
    const watcher = await browser(server, tokens.system, [first.buildingId]);
    sockets.push(watcher);
    await watcher.until(() => {
      for (const m of watcher.messages) {
        if (m.type !== 'robots') continue;
        const state = (m.robots as Array<{ serialNo: string; telemetry?: { battery?: { percent?: number } } }>).find((r) => r.serialNo === registered.serialNo);
        if (state?.telemetry?.battery?.percent === 80) return true;
      }
      return undefined;
    }, 5000, 'the robot\'s battery on the stream');
  });

  it('the table names every command the model defines', () => {
    expect(Object.keys(expectedCommands).sort()).toEqual([...commandNames].sort());
  });

  it('over /api/stream: every role sends the commands its level allows to robots it may see, FORBIDDEN otherwise', async () => {
    let ref = 0;
    for (const role of roles) {
      const stream = await browser(server, tokens[role], undefined);
      sockets.push(stream);
      for (const [name, command] of Object.entries(expectedCommands)) {
        const label = `${role} sends ${name} over the stream`;
        const allowed = levelAllows(command.level, userTypes[role]) && sees[role].includes('first');
        const seen = robotCommands().length;
        ref += 1;
        stream.send({ type: 'command', ref, serialNo: robot.serialNo, command: command.sample });
        const ack = await stream.waitFor((m) => m.type === 'ack' && m.ref === ref);
        if (allowed) {
          expect(ack, label).toMatchObject({ result: 'ok' });
        } else {
          expect(ack, label).toMatchObject({ result: 'rejected', code: 'FORBIDDEN' });
          expect(robotCommands().slice(seen).map((m) => m.command.name), `${label}: reached the robot`).not.toContain(name);
        }
      }
      stream.close();
    }
  });

  it('over POST /api/robots/{id}/commands: the same levels, 403 FORBIDDEN below them, 404 for robots it may not see', async () => {
    for (const role of roles) {
      for (const [name, command] of Object.entries(expectedCommands)) {
        const label = `${role} sends ${name} over REST`;
        const seen = robotCommands().length;
        const res = await call<{ result?: string }>(role, 'POST', `/api/robots/${robot.id}/commands`, command.sample);
        if (!sees[role].includes('first')) {
          expect(res.status, `${label}: ${describeAnswer(res)}`).toBe(404);
        } else if (!levelAllows(command.level, userTypes[role])) {
          expect(res.status, `${label}: ${describeAnswer(res)}`).toBe(403);
          expect(errorCode(res)).toBe('FORBIDDEN');
        } else {
          expect(res.status, `${label}: ${describeAnswer(res)}`).toBe(200);
          expect(res.body.result, label).toBe('ok');
        }
        if (res.status >= 400) expect(robotCommands().slice(seen).map((m) => m.command.name), `${label}: reached the robot`).not.toContain(name);
      }
    }
  });

  it('over /api/stream without signing in: closed 4401, the robot gets nothing', async () => {
    const seen = robotCommands().length;
    const stream = await RecordingSocket.open(`${server.url.replace('http', 'ws')}/api/stream`);
    sockets.push(stream);
    stream.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 300 } });
    expect(await stream.closed()).toBe(4401);
    expect(robotCommands().slice(seen)).toEqual([]);
  });

  it('photos (GET /api/robots/{id}/photos, /{photoId}): every role that may see the robot, 404 for others, 401 signed out', async () => {
    const taken = await call<{ data?: { photo?: { id: number } } }>('orgAdmin', 'POST', `/api/robots/${robot.id}/commands`, { name: 'photo', camera: 'v1' });
    const photoId = taken.body.data?.photo?.id;
    expect(photoId, describeAnswer(taken)).toEqual(expect.any(Number));
    for (const role of roles) {
      const list = await call<{ photos: Array<{ id: number }> }>(role, 'GET', `/api/robots/${robot.id}/photos`);
      const image = await fetch(`${server.url}/api/robots/${robot.id}/photos/${photoId}`, { headers: { authorization: `Bearer ${tokens[role]}` } });
      if (sees[role].includes('first')) {
        expect(list.status, `${role}: ${describeAnswer(list)}`).toBe(200);
        expect(list.body.photos.map((p) => p.id)).toContain(photoId);
        expect(image.status, role).toBe(200);
        expect(image.headers.get('content-type'), role).toBe('image/jpeg');
      } else {
        expect(list.status, `${role}: ${describeAnswer(list)}`).toBe(404);
        expect(image.status, role).toBe(404);
      }
    }
    expect((await server.api('GET', `/api/robots/${robot.id}/photos`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/robots/${robot.id}/photos/${photoId}`)).status).toBe(401);
  });

  it('files (POST /api/files, GET /api/files/{id}): anyone signed in uploads; readers of its organization only download', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');
    const upload = async (role: Role | null) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'matrix.png');
      const res = await fetch(`${server.url}/api/files`, { method: 'POST', headers: role ? { authorization: `Bearer ${tokens[role]}` } : {}, body: form });
      return { status: res.status, body: (await res.json()) as { id?: number } };
    };
    expect((await upload(null)).status).toBe(401);
    const files = {} as Record<Role, number>;
    for (const role of roles) {
      const res = await upload(role);
      expect(res.status, `${role} uploads: ${JSON.stringify(res.body)}`).toBe(201);
      files[role] = res.body.id ?? 0;
    }
    for (const owner of roles) {
      for (const reader of roles) {
        const res = await fetch(`${server.url}/api/files/${files[owner]}`, { headers: { authorization: `Bearer ${tokens[reader]}` } });
        const sameOrganization = owner === 'system' || reader === 'system' ? owner === reader || reader === 'system' : homeOf(owner) === homeOf(reader);
        expect(res.status, `${reader} reads a file ${owner} uploaded`).toBe(sameOrganization ? 200 : 404);
      }
      expect((await fetch(`${server.url}/api/files/${files[owner]}`)).status).toBe(401);
    }
  });
});

// Last: signing out ends each role's token.
describe(`${LOGOUT} (any)`, () => {
  it('signs out every role (nobody signed in: see the first sweep)', async () => {
    for (const role of roles) {
      expect(levelAllows(levelOf('POST', '/api/operators/logout'), userTypes[role])).toBe(true);
      expect((await call(role, 'POST', '/api/operators/logout')).status, role).toBe(204);
      expect((await call(role, 'GET', '/api/my/session')).status, role).toBe(401);
    }
  });
});

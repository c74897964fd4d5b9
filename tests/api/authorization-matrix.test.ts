// Authorization matrix (issue 5): every route of every resource the server declares, driven by
// every role against records of two organizations. Resources come from the server's own OpenAPI
// document (`x-resource` marks), bodies from tests/api/resource-samples/<name>.ts, so a resource
// added tomorrow is covered, or fails here until it brings its sample.
import { afterAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ApiResponse, type TestServer } from './harness/index.js';
import { declaredResources, fillPath, loadSamples, organizationIds, sampleContext as contextFor, type OrgKey } from './resource-samples/catalog.js';
import type { SampleContext } from './resource-samples/sample-types.js';

type Role = 'system' | 'orgAdmin' | 'manager' | 'operator' | 'otherAdmin';

// The oracle of docs/contracts.md, written out here rather than imported so a wrong rule in the
// server cannot agree with itself.
const userTypes: Record<Role, number> = { system: 9, orgAdmin: 2, manager: 1, operator: 0, otherAdmin: 2 };
const levelAllows: Record<string, (userType: number) => boolean> = {
  public: () => true,
  any: () => true,
  admin: (type) => type !== 0,
  orgAdmin: (type) => type === 2 || type === 9,
  systemAdmin: (type) => type === 9,
};
/** Organizations (of the two under test) each role belongs to or sits above. */
const sees: Record<Role, readonly OrgKey[]> = {
  system: ['first', 'second'],
  orgAdmin: ['first'],
  manager: ['first'],
  operator: ['first'],
  otherAdmin: ['second'],
};
const roles = Object.keys(userTypes) as Role[];
const refusals = [403, 404];

const samples = loadSamples();

const server: TestServer = await startTestServer({ smtp: false });
afterAll(async () => {
  await server.stop();
});

const resources = await declaredResources(server);

const tokens = {} as Record<Role, string>;
for (const role of roles) tokens[role] = await server.login(demo[role]);

const orgIds = organizationIds(server);
const sampleContext = (org: OrgKey): SampleContext => contextFor(server, orgIds[org], tokens.system);

const call = <T = unknown,>(role: Role, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> =>
  server.api<T>(method, path, body, tokens[role]);

const describeAnswer = (res: ApiResponse) => `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;

describe('authorization matrix', () => {
  it('finds the resources the server declares', () => {
    for (const name of ['organizations', 'buildings', 'floors', 'operators', 'robots']) {
      expect(resources.map((r) => r.name)).toContain(name);
    }
  });

  it('has a sample body for every declared resource', () => {
    const missing = resources.filter((r) => !samples.has(r.name)).map((r) => r.name);
    expect(missing, `add tests/api/resource-samples/<name>.ts for: ${missing.join(', ')} (docs/contracts.md "Authorization matrix")`).toEqual([]);
  });

  for (const resource of resources) {
    it(`${resource.name}: every role reads and changes only what it may`, async () => {
      const sample = samples.get(resource.name);
      if (!sample) throw new Error(`no sample for resource "${resource.name}": add tests/api/resource-samples/${resource.name}.ts`);
      const { routes } = resource;
      const scoped = sample.unscoped === undefined;
      const orgs: OrgKey[] = scoped ? ['first', 'second'] : ['first'];

      /** Creates a record in an organization as the system admin; answers its id and item path. */
      const createRecord = async (org: OrgKey): Promise<{ id: number; ctx: SampleContext } | undefined> => {
        const route = routes.create;
        if (!route) return undefined;
        const ctx = sampleContext(org);
        const res = await call('system', 'POST', await fillPath(route.path, sample, ctx), await sample.create(ctx));
        expect(res.status, `system admin creating ${resource.name} with the sample body: ${describeAnswer(res)}`).toBe(201);
        const record = sample.recordOf ? sample.recordOf(res.body) : (res.body as { id: number });
        expect(typeof record.id, `${resource.name}: created record has no id`).toBe('number');
        return { id: record.id, ctx };
      };

      /** The record as the system admin sees it (to prove a refused write changed nothing). */
      const snapshot = async (ctx: SampleContext, id: number): Promise<string> => {
        if (!routes.get) return '';
        const res = await call('system', 'GET', await fillPath(routes.get.path, sample, ctx, id));
        return `${res.status} ${JSON.stringify(res.body)}`;
      };

      for (const role of roles) {
        const type = userTypes[role];
        for (const org of orgs) {
          const visible = !scoped || sees[role].includes(org);
          const label = `${resource.name}: ${role} on a record of the ${org} organization`;
          const record = await createRecord(org);
          const ctx = record?.ctx ?? sampleContext(org);

          if (routes.list) {
            const route = routes.list;
            const byId = record ? `?filter=${encodeURIComponent(JSON.stringify({ where: { id: record.id } }))}` : '';
            const res = await call<Array<{ id: number }>>(role, 'GET', `${await fillPath(route.path, sample, ctx)}${byId}`);
            if (!levelAllows[route.access]?.(type)) {
              expect(res.status, `${label}: list below its access level (${route.access})`).toBe(403);
            } else if (!visible) {
              expect(refusals.includes(res.status) || (res.status === 200 && res.body.every((row) => row.id !== record?.id)), `${label}: list shows another organization's row: ${describeAnswer(res)}`).toBe(true);
            } else {
              expect(res.status, `${label}: list ${describeAnswer(res)}`).toBe(200);
              if (record) expect(res.body.map((row) => row.id), `${label}: list misses a visible row`).toContain(record.id);
            }
          }

          if (routes.count) {
            const route = routes.count;
            const where = record ? `?where=${encodeURIComponent(JSON.stringify({ id: record.id }))}` : '';
            const res = await call<{ count: number }>(role, 'GET', `${await fillPath(route.path, sample, ctx)}${where}`);
            if (!levelAllows[route.access]?.(type)) {
              expect(res.status, `${label}: count below its access level (${route.access})`).toBe(403);
            } else if (!visible) {
              expect(refusals.includes(res.status) || (res.status === 200 && res.body.count === 0), `${label}: count includes another organization's row: ${describeAnswer(res)}`).toBe(true);
            } else {
              expect(res.status, `${label}: count ${describeAnswer(res)}`).toBe(200);
              if (record) expect(res.body.count, `${label}: count misses a visible row`).toBe(1);
            }
          }

          if (routes.get && record) {
            const route = routes.get;
            const res = await call<{ id: number }>(role, 'GET', await fillPath(route.path, sample, ctx, record.id));
            if (!levelAllows[route.access]?.(type)) {
              expect(res.status, `${label}: get below its access level (${route.access})`).toBe(403);
            } else if (!visible) {
              expect(refusals, `${label}: get of another organization's record answered ${describeAnswer(res)}`).toContain(res.status);
            } else {
              expect(res.status, `${label}: get ${describeAnswer(res)}`).toBe(200);
              expect(res.body.id).toBe(record.id);
            }
          }

          if (routes.patch && record) {
            const route = routes.patch;
            const before = await snapshot(ctx, record.id);
            const res = await call(role, 'PATCH', await fillPath(route.path, sample, ctx, record.id), await sample.patch(ctx));
            if (!levelAllows[route.access]?.(type)) {
              expect(res.status, `${label}: patch below its access level (${route.access})`).toBe(403);
            } else if (!visible || type === 0) {
              expect(refusals, `${label}: patch of a record it may not change answered ${describeAnswer(res)}`).toContain(res.status);
            } else {
              expect(res.status, `${label}: patch ${describeAnswer(res)}`).toBe(200);
            }
            if (res.status >= 400) expect(await snapshot(ctx, record.id), `${label}: refused patch changed the record`).toBe(before);
          }

          if (routes.delete && record) {
            const route = routes.delete;
            const before = await snapshot(ctx, record.id);
            const res = await call(role, 'DELETE', await fillPath(route.path, sample, ctx, record.id));
            if (!levelAllows[route.access]?.(type)) {
              expect(res.status, `${label}: delete below its access level (${route.access})`).toBe(403);
            } else if (!visible || type === 0) {
              expect(refusals, `${label}: delete of a record it may not change answered ${describeAnswer(res)}`).toContain(res.status);
            } else {
              expect(res.status, `${label}: delete ${describeAnswer(res)}`).toBe(204);
              if (routes.get) expect((await call('system', 'GET', await fillPath(routes.get.path, sample, ctx, record.id))).status).toBe(404);
            }
            if (res.status >= 400) expect(await snapshot(ctx, record.id), `${label}: refused delete removed or changed the record`).toBe(before);
          }

          if (routes.create) {
            const route = routes.create;
            const createCtx = sampleContext(org);
            const res = await call<{ id?: number }>(role, 'POST', await fillPath(route.path, sample, createCtx), await sample.create(createCtx));
            if (!levelAllows[route.access]?.(type)) {
              expect(res.status, `${label}: create below its access level (${route.access})`).toBe(403);
            } else if (!visible || type === 0) {
              expect([400, 403, 404], `${label}: create in an organization it may not change answered ${describeAnswer(res)}`).toContain(res.status);
            } else {
              expect(res.status, `${label}: create ${describeAnswer(res)}`).toBe(201);
            }
          }
        }
      }
    });
  }
});

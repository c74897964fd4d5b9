// Bad input never yields a 5xx, on every resource the server declares (its OpenAPI marks): each
// field of a valid sample body is replaced by generated junk and sent to create and patch, and
// generated filters go to list and count. Every answer is below 500; a refusal names what to fix
// and leaves the record as it was. tests/api/property.test.ts checks the issue-2 entities field by
// field; this covers every resource added since, without listing them.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ApiResponse, type ErrorBody, type TestServer } from './harness/index.js';
import { declaredResources, fillPath, loadSamples, organizationIds, sampleContext } from './resource-samples/catalog.js';

const server: TestServer = await startTestServer({ smtp: false });
afterAll(async () => {
  await server.stop();
});
const system = await server.login(demo.system);
const samples = loadSamples();
const resources = await declaredResources(server);
const ids = organizationIds(server).first;

const junk = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, '', -1, 0, 2 ** 53, '1e309', 'NaN'),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue(), { maxKeys: 3 }),
);
const filterJunk = fc.oneof(
  fc.jsonValue(),
  fc.record({ where: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 2 }) }),
  fc.record({ order: fc.oneof(fc.string(), fc.array(fc.string({ maxLength: 20 }), { maxLength: 2 })), limit: fc.oneof(fc.integer(), fc.string()), skip: fc.oneof(fc.integer(), fc.double()) }),
  fc.record({ include: fc.jsonValue(), fields: fc.jsonValue() }),
);

function expectClientAnswer(res: ApiResponse, what: string): void {
  expect(res.status, `${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    const error = (res.body as ErrorBody).error;
    expect(error?.message, `${what}: a refusal says what is wrong`).toBeTruthy();
  }
}

describe('generated invalid input on every declared resource', () => {
  it('finds the resources', () => {
    expect(resources.length).toBeGreaterThan(20);
  });

  for (const resource of resources) {
    it(`${resource.name}: answers 4xx, never 5xx, and a refused write changes nothing`, async () => {
      const sample = samples.get(resource.name);
      if (!sample) throw new Error(`no sample for resource "${resource.name}": add tests/api/resource-samples/${resource.name}.ts`);
      const { routes } = resource;
      const ctx = sampleContext(server, ids, system);
      const call = (method: string, path: string, body?: unknown) => server.api(method, path, body, system);

      let recordId: number | undefined;
      if (routes.create) {
        const created = await call('POST', await fillPath(routes.create.path, sample, ctx), await sample.create(ctx));
        expect(created.status, `${resource.name}: sample create ${JSON.stringify(created.body).slice(0, 300)}`).toBe(201);
        recordId = (sample.recordOf ? sample.recordOf(created.body) : (created.body as { id: number })).id;
      }
      const fields = [...Object.keys(await sample.create(sampleContext(server, ids, system))), 'notAField'];

      if (routes.create) {
        const createRoute = routes.create;
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...fields), junk, async (field, value) => {
            const fresh = sampleContext(server, ids, system);
            const res = await call('POST', await fillPath(createRoute.path, sample, fresh), { ...(await sample.create(fresh)), [field]: value });
            expectClientAnswer(res, `${resource.name}: create with ${field} = ${JSON.stringify(value).slice(0, 80)}`);
            // Some generated values are valid (a short text); remove what they made so runs stay independent.
            if (res.status === 201 && routes.delete) {
              const made = sample.recordOf ? sample.recordOf(res.body) : (res.body as { id: number });
              await call('DELETE', await fillPath(routes.delete.path, sample, fresh, made.id));
            }
          }),
          { numRuns: 20 },
        );
      }

      if (routes.patch && recordId !== undefined && routes.get) {
        const patchRoute = routes.patch;
        const itemPath = await fillPath(routes.get.path, sample, ctx, recordId);
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...fields), junk, async (field, value) => {
            const before = await call('GET', itemPath);
            const res = await call('PATCH', await fillPath(patchRoute.path, sample, ctx, recordId), { [field]: value });
            expectClientAnswer(res, `${resource.name}: patch ${field} = ${JSON.stringify(value).slice(0, 80)}`);
            if (res.status >= 400) expect((await call('GET', itemPath)).body, `${resource.name}: a refused patch of ${field} changed the record`).toEqual(before.body);
          }),
          { numRuns: 20 },
        );
      }

      for (const route of [routes.list, routes.count]) {
        if (!route) continue;
        const path = await fillPath(route.path, sample, ctx);
        const parameter = route === routes.count ? 'where' : 'filter';
        await fc.assert(
          fc.asyncProperty(filterJunk, async (filter) => {
            const res = await call('GET', `${path}?${parameter}=${encodeURIComponent(JSON.stringify(filter))}`);
            expectClientAnswer(res, `${resource.name}: ${parameter} ${JSON.stringify(filter).slice(0, 120)}`);
          }),
          { numRuns: 20 },
        );
      }
    });
  }
});

// Every API route takes its access from the one access policy (@fleetdeck/model): the running
// server names, for each operation, the policy cell it reads (OpenAPI `x-access`), and that cell's
// level is the one the spec-written expectation (authorization/expected-access.ts) gives the route.
// The authorization matrix checks what each role is answered; this checks where the level comes from.
import { accessPolicy, isPolicyRef, levelOf, type PolicyArea } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedResources, expectedRoutes } from './authorization/expected-access.js';
import { startTestServer, type TestServer } from './harness/index.js';

interface AccessMark {
  policy: string;
  level: string;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { 'x-access'?: AccessMark }>>;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

let server: TestServer;
let operations: Array<{ route: string; mark: AccessMark | undefined }>;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  const doc = (await server.api<OpenApiDocument>('GET', '/api/docs/json')).body;
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, mark: operation['x-access'] })),
  );
});

afterAll(async () => {
  await server?.stop();
});

describe('the server reads the access policy', () => {
  it('names a cell of the policy for every API operation, at that cell\'s level', () => {
    const apiOperations = operations.filter(({ route }) => route.includes(' /api/'));
    expect(apiOperations.length).toBeGreaterThan(100);
    const wrong = apiOperations.filter(({ mark }) => !mark || !isPolicyRef(mark.policy) || levelOf(mark.policy) !== mark.level);
    expect(wrong.map(({ route, mark }) => `${route}: ${JSON.stringify(mark)}`)).toEqual([]);
  });

  it('gives each route the level the spec gives it', () => {
    const disagreeing = operations
      .filter(({ route, mark }) => mark && expectedRoutes[route] && expectedRoutes[route].level !== mark.level)
      .map(({ route, mark }) => `${route}: policy ${mark?.policy} is ${mark?.level}, spec says ${expectedRoutes[route]?.level}`);
    expect(disagreeing).toEqual([]);
  });

  it('serves each engine resource from the policy area of the same name', () => {
    for (const { name, path } of expectedResources) {
      const list = operations.find(({ route }) => route === `GET ${path}`);
      expect(list?.mark?.policy, name).toBe(`${name}.list`);
      expect(Object.hasOwn(accessPolicy, name as PolicyArea), name).toBe(true);
    }
  });
});

// Issue 13 item 12: §5 says names are required, yet a name of spaces only (U+3000 ideographic
// space included) or holding NUL/control characters was stored. Every required text of every
// resource (the table below, written from §5, not read from the server) is sent blank and with
// control characters, on create and on patch: each answers 400 naming the field and the rule, and
// nothing is stored or changed.
import { afterAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { declaredResources, fillPath, loadSamples, organizationIds, sampleContext } from './resource-samples/catalog.js';

const server: TestServer = await startTestServer({ smtp: false });
afterAll(async () => {
  await server.stop();
});
const system = await server.login(demo.system);
const samples = loadSamples();
const resources = await declaredResources(server);
const ids = organizationIds(server).first;

/** Required one-line texts (names, titles) of each resource's create body. */
const requiredLines: Record<string, string[]> = {
  announcements: ['titleJa', 'titleEn'],
  apiKeys: ['name'],
  asillaSettings: ['name'],
  buildings: ['name'],
  chats: ['robotSerialNo'],
  checkItems: ['name'],
  commandLists: ['name'],
  commandMappings: ['name'],
  devices: ['name'],
  floors: ['name'],
  flowGroups: ['name'],
  flows: ['name'],
  iamServices: ['name'],
  knowledgeGroups: ['name'],
  mapAreas: ['name'],
  mediaResources: ['name'],
  operators: ['lastName', 'firstName'],
  organizations: ['name'],
  poseNetworks: ['name'],
  poses: ['name'],
  robotGroups: ['name'],
  robots: ['name'],
  schedules: ['title'],
  serviceCommands: ['name', 'command'],
  servicePackages: ['name'],
  thresholdRules: ['name'],
  triggerRules: ['name'],
  waypoints: ['name'],
  webhooks: ['name'],
  workPlanTemplates: ['name'],
  workPlans: ['name'],
};
/** Required multi-line texts (bodies, definitions): line breaks are fine, blankness and other controls are not. */
const requiredMultiline: Record<string, string[]> = {
  announcements: ['bodyJa', 'bodyEn'],
  flows: ['definition'],
  commandLists: ['definition'],
  workPlans: ['definition'],
};
/** Fields a record keeps from its creation (PATCH refuses them as unknown). */
const createOnly = new Set(['chats.robotSerialNo']);
/** Resources whose required strings follow their own patterns (addresses, keys, versions), not free text, or that have none (map routes). */
const noFreeText = new Set(['ipAllowList', 'mapRoutes', 'systemConfigs', 'systemVersions']);

const blank = ['\u3000\u3000', ' ', ' \u3000 \u00a0'];
const controls = ['Tower\u0000', 'a\u0007b', '\u001b[31mred'];
const lineBreaks = ['first\nsecond', 'tab\there'];

type Case = { value: string; code: string };
function casesFor(multiline: boolean): Case[] {
  const control = multiline ? 'controlCharactersMultiline' : 'controlCharacters';
  return [
    ...blank.map((value) => ({ value, code: 'notBlank' })),
    ...controls.map((value) => ({ value, code: control })),
    ...(multiline ? [] : lineBreaks.map((value) => ({ value, code: control }))),
  ];
}

function expectRefused(res: { status: number; body: unknown }, field: string, code: string, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
  const error = (res.body as ErrorBody).error;
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.details, what).toContainEqual({ path: field, code, message: expect.any(String) });
  // The message says what to do, not a regular expression.
  expect(error.message, what).not.toMatch(/pattern|\\u|\^/);
}

describe('required texts refuse blank and control characters', () => {
  it('every declared resource is classified', () => {
    for (const { name } of resources) {
      expect(name in requiredLines || noFreeText.has(name), `${name}: add its required texts to the table`).toBe(true);
    }
  });

  for (const [resource, lineFields] of Object.entries(requiredLines)) {
    it(`${resource}: create and patch answer 400 with the rule, and store nothing`, async () => {
      const declared = resources.find((r) => r.name === resource);
      expect(declared, `${resource} is not declared`).toBeDefined();
      const { routes } = declared!;
      const sample = samples.get(resource)!;
      const ctx = sampleContext(server, ids, system);
      const call = (method: string, path: string, body?: unknown) => server.api(method, path, body, system);
      const fields = [...lineFields.map((f) => ({ field: f, multiline: false })), ...(requiredMultiline[resource] ?? []).map((f) => ({ field: f, multiline: true }))];

      const createPath = await fillPath(routes.create!.path, sample, ctx);
      const body = await sample.create(ctx);
      for (const { field, multiline } of fields) {
        expect(body, `${resource} sample has ${field}`).toHaveProperty(field);
        for (const { value, code } of casesFor(multiline)) {
          expectRefused(await call('POST', createPath, { ...body, [field]: value }), field, code, `POST ${resource}.${field}=${JSON.stringify(value)}`);
        }
      }

      const created = await call('POST', createPath, body);
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
      const id = (sample.recordOf ? sample.recordOf(created.body) : (created.body as { id: number })).id;
      const recordPath = await fillPath(routes.patch!.path, sample, ctx, id);
      const before = await call('GET', recordPath);
      for (const { field, multiline } of fields.filter((f) => !createOnly.has(`${resource}.${f.field}`))) {
        for (const { value, code } of casesFor(multiline)) {
          expectRefused(await call('PATCH', recordPath, { [field]: value }), field, code, `PATCH ${resource}.${field}=${JSON.stringify(value)}`);
        }
      }
      expect((await call('GET', recordPath)).body).toEqual(before.body);
    });
  }

  it('keeps names with inner and leading spaces, Japanese and line breaks where lines are allowed', async () => {
    const robot = await server.api<{ robot: { id: number; name: string } }>('POST', '/api/robots', {
      name: '\u3000東棟 ロボット 1', serialNo: `RT-${Date.now() % 1e6}`, model: 'ugo Pro', buildingId: ids.buildingId, initialFloorId: ids.floorId,
    }, system);
    expect(robot.status).toBe(201);
    expect(robot.body.robot.name).toBe('\u3000東棟 ロボット 1');
    const notes = await server.api<{ notes: string }>('PATCH', `/api/robots/${robot.body.robot.id}`, { notes: 'line one\nline two' }, system);
    expect(notes.status).toBe(200);
    expect(notes.body.notes).toBe('line one\nline two');
    const nul = await server.api<ErrorBody>('PATCH', `/api/robots/${robot.body.robot.id}`, { notes: 'bad\u0000' }, system);
    expectRefused(nul, 'notes', 'controlCharactersMultiline', 'notes with NUL');
  });
});

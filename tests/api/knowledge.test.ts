import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let admin: string;
let operator: string;
let otherAdmin: string;
const ids = { aozora: 0, tower: 0, warehouse: 0 };
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');

async function uploadPng(token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'map.png');
  const res = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return ((await res.json()) as { id: number }).id;
}

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [admin, operator, otherAdmin] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.operator), server.login(demo.otherAdmin)]);
  const id = (sql: string) => (server.sql.get(sql) as { id: number }).id;
  ids.aozora = id("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  ids.tower = id("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  ids.warehouse = id("SELECT id FROM buildings WHERE name = 'Hinode Warehouse'");
});
afterAll(async () => {
  await server?.stop();
});

const post = (body: unknown, token = admin) => server.api<ErrorBody & Record<string, unknown>>('POST', '/api/knowledge-groups', body, token);

describe('knowledge groups', () => {
  it('lists the seeded groups to any signed-in user of the organization, with Q&A on the detail', async () => {
    const list = await server.api<Array<{ id: number; name: string }>>('GET', '/api/knowledge-groups?filter=' + encodeURIComponent('{"order":"name ASC"}'), undefined, operator);
    expect(list.body.map((g) => g.name)).toEqual(['Emergency guidance', 'Lobby reception']);
    const lobby = list.body[1]!;
    const detail = await server.api<{ qas: Array<{ question: string }> }>('GET', `/api/knowledge-groups/${lobby.id}`, undefined, operator);
    expect(detail.body.qas.map((qa) => qa.question)).toEqual(['Where is the restroom?', 'What time does the building close?', 'Where can I park?']);
    expect((await server.api('GET', `/api/knowledge-groups/${lobby.id}`, undefined, otherAdmin)).status).toBe(404);
  });

  it('creates with Q&A and an image attachment, replaces the Q&A on change, deletes', async () => {
    const fileId = await uploadPng(admin);
    const created = await post({ name: 'Floor guide', organizationId: ids.aozora, buildingId: ids.tower, qas: [{ question: 'Where is 2F?', answer: 'Take the stairs.', attachmentFileId: fileId }, { question: 'Lift?', answer: 'Behind you.', attachmentFileId: null }] });
    expect(created.status).toBe(201);
    expect(created.body.qas).toEqual([
      { question: 'Where is 2F?', answer: 'Take the stairs.', attachmentFileId: fileId, attachmentType: 'image' },
      { question: 'Lift?', answer: 'Behind you.', attachmentFileId: null, attachmentType: null },
    ]);
    const id = created.body.id as number;
    const changed = await server.api<{ qas: unknown[] }>('PATCH', `/api/knowledge-groups/${id}`, { qas: [{ question: 'Only one', answer: 'Yes.', attachmentFileId: null }] }, admin);
    expect(changed.body.qas).toHaveLength(1);
    expect((await server.api('DELETE', `/api/knowledge-groups/${id}`, undefined, admin)).status).toBe(204);
    expect(server.sql.get('SELECT count(*) AS n FROM knowledge_qas WHERE group_id = ?', id)).toEqual({ n: 0 });
  });

  it('requires a name (at most 64), a building of the organization, and question and answer in each entry', async () => {
    const base = { name: 'Rules', organizationId: ids.aozora, buildingId: ids.tower };
    expect((await post({ ...base, name: '' })).body.error.details?.[0]).toMatchObject({ path: 'name', code: 'minLength' });
    expect((await post({ ...base, name: 'n'.repeat(65) })).body.error.details?.[0]).toMatchObject({ path: 'name', code: 'maxLength' });
    expect((await post({ name: 'Rules', organizationId: ids.aozora })).body.error.details?.[0]).toMatchObject({ path: 'buildingId', code: 'required' });
    expect((await post({ ...base, buildingId: ids.warehouse })).body.error.details?.[0]).toMatchObject({ path: 'buildingId', code: 'invalid' });
    expect((await post({ ...base, qas: [{ question: '', answer: 'a', attachmentFileId: null }] })).body.error.details?.[0]).toMatchObject({ path: 'qas.0.question' });
    expect((await post({ ...base, qas: [{ question: 'q', answer: '', attachmentFileId: null }] })).body.error.details?.[0]).toMatchObject({ path: 'qas.0.answer' });
  });

  it('refuses an attachment the caller may not read', async () => {
    const foreign = await uploadPng(otherAdmin);
    const res = await post({ name: 'Stolen', organizationId: ids.aozora, buildingId: ids.tower, qas: [{ question: 'q', answer: 'a', attachmentFileId: foreign }] });
    expect(res.status).toBe(400);
    expect(res.body.error.details?.[0]).toMatchObject({ path: 'qas.0.attachmentFileId', code: 'invalid' });
  });

  it('§6: a general operator may not write', async () => {
    expect((await post({ name: 'Nope', organizationId: ids.aozora, buildingId: ids.tower }, operator)).status).toBe(403);
  });
});

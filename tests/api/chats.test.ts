import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let admin: string;
let operator: string;
let otherAdmin: string;
const ids = { aozora: 0, tower: 0, lobbyChat: 0, hinodeChat: 0 };

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [admin, operator, otherAdmin] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.operator), server.login(demo.otherAdmin)]);
  const id = (sql: string) => (server.sql.get(sql) as { id: number }).id;
  ids.aozora = id("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  ids.tower = id("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  ids.lobbyChat = id("SELECT id FROM chats WHERE location = '1F lobby'");
  ids.hinodeChat = id("SELECT id FROM chats WHERE location = 'Gate 2'");
});
afterAll(async () => {
  await server?.stop();
});

describe('chats', () => {
  it('lists the seeded chats of the organization newest first; the detail holds the conversation', async () => {
    const list = await server.api<Array<{ location: string; robotSerialNo: string }>>('GET', '/api/chats?filter=' + encodeURIComponent('{"order":"startedAt DESC"}'), undefined, operator);
    expect(list.body.map((c) => c.location)).toEqual(['1F lobby', 'B1 parking']);
    const detail = await server.api<{ messages: Array<{ speaker: string; text: string }>; aiModel: string; score: number }>('GET', `/api/chats/${ids.lobbyChat}`, undefined, operator);
    expect(detail.body).toMatchObject({ aiModel: 'gpt-4o-mini', score: 92 });
    expect(detail.body.messages.map((m) => m.speaker)).toEqual(['user', 'robot', 'user', 'robot']);
    expect((await server.api('GET', `/api/chats/${ids.hinodeChat}`, undefined, admin)).status).toBe(404);
  });

  it('test chat stores the message and the answer from the building\'s knowledge for whoever may read the chat', async () => {
    const sent = await server.api<{ id: number; speaker: string; text: string; test: boolean; reply: { speaker: string; text: string } }>('POST', `/api/chats/${ids.lobbyChat}/test-messages`, { text: 'Is the café open?' }, operator);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ speaker: 'user', text: 'Is the café open?', test: true });
    // The tower's knowledge says nothing about a café: the robot says so rather than guessing.
    expect(sent.body.reply).toMatchObject({ speaker: 'robot', test: true, source: null, summary: 'No Q&A entry matched the question.' });
    const detail = await server.api<{ messages: Array<{ text: string; test: boolean }> }>('GET', `/api/chats/${ids.lobbyChat}`, undefined, operator);
    expect(detail.body.messages.at(-2)).toMatchObject({ text: 'Is the café open?', test: true });
    expect(detail.body.messages.at(-1)).toMatchObject({ speaker: 'robot', text: sent.body.reply.text, test: true });
    expect(detail.body.messages).toHaveLength(6);
    expect((await server.api('POST', `/api/chats/${ids.hinodeChat}/test-messages`, { text: 'hello' }, admin)).status).toBe(404);
  });

  it('§5: a chat message is limited to 1,000 characters and must not be empty', async () => {
    const tooLong = await server.api<ErrorBody>('POST', `/api/chats/${ids.lobbyChat}/test-messages`, { text: 'x'.repeat(1001) }, operator);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details?.[0]).toMatchObject({ path: 'text', code: 'maxLength' });
    expect((await server.api<ErrorBody>('POST', `/api/chats/${ids.lobbyChat}/test-messages`, { text: '' }, operator)).body.error.details?.[0]).toMatchObject({ path: 'text', code: 'minLength' });
    expect((await server.api('POST', `/api/chats/${ids.lobbyChat}/test-messages`, { text: 'x'.repeat(1000) }, operator)).status).toBe(201);
    const record = await server.api<ErrorBody>('POST', '/api/chats', { organizationId: ids.aozora, buildingId: ids.tower, robotSerialNo: 'UGO-PRO-0001', message: 'm'.repeat(1001) }, admin);
    expect(record.body.error.details?.[0]).toMatchObject({ path: 'message', code: 'maxLength' });
  });

  it('admins record, annotate and delete chats; general operators may not', async () => {
    const created = await server.api<{ id: number }>('POST', '/api/chats', { organizationId: ids.aozora, buildingId: ids.tower, robotSerialNo: 'UGO-PRO-0001', location: '2F', message: 'Hi', score: 70 }, admin);
    expect(created.status).toBe(201);
    expect((await server.api<{ summary: string }>('PATCH', `/api/chats/${created.body.id}`, { summary: 'Greeting only' }, admin)).body.summary).toBe('Greeting only');
    expect((await server.api('PATCH', `/api/chats/${created.body.id}`, { summary: 'x' }, operator)).status).toBe(403);
    expect((await server.api('PATCH', `/api/chats/${created.body.id}`, { robotSerialNo: 'OTHER' }, admin)).status).toBe(400);
    expect((await server.api('DELETE', `/api/chats/${created.body.id}`, undefined, operator)).status).toBe(403);
    expect((await server.api('DELETE', `/api/chats/${created.body.id}`, undefined, admin)).status).toBe(204);
    expect((await server.api('GET', '/api/chats', undefined, otherAdmin)).body).toHaveLength(1);
  });
});

// The guide robot answers (issue 15 item 10): test chat and guide robots on the gateway get their
// answers from the building's knowledge groups, with the §3 chat fields score and summary and the
// Q&A entry the answer came from; a question nothing fits gets a "no answer found" reply in its language.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { demoIds, handRobot, registerRobot, spawnSim, telemetry, type RecordingSocket } from './gateway-helpers.js';

interface Source { knowledgeGroupId: number; knowledgeGroupName: string; qaIndex: number; question: string }
interface Line { id: number; speaker: 'user' | 'robot'; text: string; test: boolean; score: number | null; summary: string | null; source: Source | null }
type Exchange = Line & { reply: Line };
interface ChatDetail { robotSerialNo: string; location: string; message: string; score: number | null; summary: string; aiModel: string; messages: Line[] }

const NO_ANSWER = {
  en: 'Sorry, I could not find an answer to that question. Please ask a member of staff.',
  ja: '申し訳ありません。そのご質問への回答が見つかりませんでした。スタッフにお尋ねください。',
};

let server: TestServer;
let admin: string;
let operator: string;
let otherAdmin: string;
let ids: ReturnType<typeof demoIds>;
let aozora: number;
let hinode: number;
let groupId: number;
let chatId: number;
const sockets: RecordingSocket[] = [];
const children: ChildProcess[] = [];

const qas = [
  { question: 'Where is the cloakroom?', answer: 'The cloakroom is next to the main entrance, on your left.', attachmentFileId: null },
  { question: 'Is there free Wi-Fi for guests?', answer: 'Yes: connect to "Aozora-Guest"; no password is needed.', attachmentFileId: null },
  { question: '授乳室はありますか？', answer: '授乳室は 2 階のエレベーター横にございます。', attachmentFileId: null },
];

const ask = (text: string, token = operator, chat = chatId) => server.api<Exchange & ErrorBody>('POST', `/api/chats/${chat}/test-messages`, { text }, token);

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [admin, operator, otherAdmin] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.operator), server.login(demo.otherAdmin)]);
  ids = demoIds(server);
  const one = (sql: string) => (server.sql.get(sql) as { id: number }).id;
  aozora = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  hinode = one("SELECT id FROM organizations WHERE name = 'Hinode Logistics'");
  const group = await server.api<{ id: number }>('POST', '/api/knowledge-groups', { name: 'Visitor services', organizationId: aozora, buildingId: ids.tower, qas }, admin);
  expect(group.status).toBe(201);
  groupId = group.body.id;
  const chat = await server.api<{ id: number }>('POST', '/api/chats', { organizationId: aozora, buildingId: ids.tower, robotSerialNo: 'UGO-PRO-0001', location: 'Test desk' }, admin);
  expect(chat.status).toBe(201);
  chatId = chat.body.id;
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const s of sockets) s.terminate();
  await server?.stop();
});

describe('test chat answers from the building\'s knowledge groups', () => {
  it('answers an English question with the entry\'s answer, its score, a summary and the entry it came from', async () => {
    const res = await ask('Do you have wifi for guests?');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ speaker: 'user', text: 'Do you have wifi for guests?', test: true, score: null, summary: null, source: null });
    expect(res.body.reply).toMatchObject({
      speaker: 'robot',
      test: true,
      text: qas[1]!.answer,
      summary: 'Answered from the Q&A "Is there free Wi-Fi for guests?" of Visitor services.',
      source: { knowledgeGroupId: groupId, knowledgeGroupName: 'Visitor services', qaIndex: 1, question: qas[1]!.question },
    });
    expect(res.body.reply.score).toBeGreaterThanOrEqual(50);
    expect(res.body.reply.score).toBeLessThanOrEqual(100);
    // The detail keeps both lines with the same fields.
    const detail = await server.api<ChatDetail>('GET', `/api/chats/${chatId}`, undefined, operator);
    const { reply, ...question } = res.body;
    expect(detail.body.messages.slice(-2)).toEqual([question, reply]);
  });

  it('answers a Japanese question (no spaces between words) in Japanese', async () => {
    const res = await ask('授乳室はどこですか？');
    expect(res.body.reply).toMatchObject({ text: qas[2]!.answer, source: { knowledgeGroupId: groupId, qaIndex: 2 }, summary: '「Visitor services」の Q&A「授乳室はありますか？」で回答しました。' });
  });

  it('lets the best entry of all the building\'s groups win (the seeded lobby group too)', async () => {
    expect((await ask('Where is the cloakroom?')).body.reply.source).toMatchObject({ knowledgeGroupId: groupId, qaIndex: 0 });
    const seeded = (await ask('Where is the restroom?')).body.reply;
    expect(seeded.source).toMatchObject({ knowledgeGroupName: 'Lobby reception', qaIndex: 0, question: 'Where is the restroom?' });
    expect(seeded.score).toBe(100);
  });

  it('answers "no answer found" in the question\'s language when nothing fits', async () => {
    const en = (await ask('Can I rent an umbrella?')).body.reply;
    expect(en).toMatchObject({ text: NO_ANSWER.en, source: null, summary: 'No Q&A entry matched the question.' });
    expect(en.score).toBeLessThan(50);
    const ja = (await ask('傘を借りられますか？')).body.reply;
    expect(ja).toMatchObject({ text: NO_ANSWER.ja, source: null, summary: '質問に合う Q&A が見つかりませんでした。' });
  });

  it('answers from the Q&A as edited, at once (no stale answer)', async () => {
    const changed = qas.map((qa, i) => (i === 0 ? { ...qa, answer: 'The cloakroom has moved to B1, beside the lockers.' } : qa));
    expect((await server.api('PATCH', `/api/knowledge-groups/${groupId}`, { qas: changed }, admin)).status).toBe(200);
    expect((await ask('Where is the cloakroom?')).body.reply.text).toBe('The cloakroom has moved to B1, beside the lockers.');
    expect((await server.api('PATCH', `/api/knowledge-groups/${groupId}`, { qas: changed.slice(1) }, admin)).status).toBe(200);
    expect((await ask('Where is the cloakroom?')).body.reply.text).toBe(NO_ANSWER.en);
    // The removed entry's place is now the Wi-Fi entry.
    expect((await ask('Is there free Wi-Fi for guests?')).body.reply.source).toMatchObject({ qaIndex: 0 });
  });

  it('refuses another company\'s building and its chats (400 invalid buildingId, 404 for the chat)', async () => {
    const group = await server.api<ErrorBody>('POST', '/api/knowledge-groups', { name: 'Foreign', organizationId: aozora, buildingId: ids.warehouse, qas }, admin);
    expect(group.status).toBe(400);
    expect(group.body.error.details?.[0]).toMatchObject({ path: 'buildingId', code: 'invalid' });
    const chat = await server.api<ErrorBody>('POST', '/api/chats', { organizationId: aozora, buildingId: ids.warehouse, robotSerialNo: 'UGO-PRO-0001' }, admin);
    expect(chat.status).toBe(400);
    expect(chat.body.error.details?.[0]).toMatchObject({ path: 'buildingId', code: 'invalid' });
    const hinodeChat = (server.sql.get('SELECT id FROM chats WHERE organization_id = ?', hinode) as { id: number }).id;
    expect((await ask('Where is the cloakroom?', admin, hinodeChat)).status).toBe(404);
    // Hinode's administrator cannot test Aozora's chat either.
    expect((await ask('Where is the cloakroom?', otherAdmin)).status).toBe(404);
  });
});

describe('guide robots ask the same answerer through the gateway', () => {
  it('answers a guideQuestion with guideAnswer and records the exchange as the robot\'s chat', async () => {
    const robot = await registerRobot(server, admin, { name: 'Desk guide', serialNo: `GUIDE-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    socket.send(telemetry(robot.floorId));
    socket.send({ type: 'guideQuestion', ref: 'v1', text: 'Is there free Wi-Fi for guests?' });
    const answer = await socket.waitFor((m) => m.type === 'guideAnswer' && m.ref === 'v1');
    expect(answer).toMatchObject({ text: qas[1]!.answer, source: { knowledgeGroupId: groupId, qaIndex: 0 }, summary: expect.stringContaining('Wi-Fi') });
    const floorName = (server.sql.get('SELECT name FROM floors WHERE id = ?', robot.floorId) as { name: string }).name;
    const chat = await server.api<ChatDetail>('GET', `/api/chats/${answer.chatId as number}`, undefined, operator);
    expect(chat.body).toMatchObject({ robotSerialNo: robot.serialNo, location: floorName, message: 'Is there free Wi-Fi for guests?', score: answer.score, summary: answer.summary, aiModel: 'MiniSearch' });
    expect(chat.body.messages).toMatchObject([
      { speaker: 'user', text: 'Is there free Wi-Fi for guests?', test: false },
      { speaker: 'robot', text: qas[1]!.answer, test: false, source: { knowledgeGroupId: groupId } },
    ]);

    socket.send({ type: 'guideQuestion', ref: 'v2', text: '傘を借りられますか？', location: '1F desk' });
    const none = await socket.waitFor((m) => m.type === 'guideAnswer' && m.ref === 'v2');
    expect(none).toMatchObject({ text: NO_ANSWER.ja, source: null });
    expect((await server.api<ChatDetail>('GET', `/api/chats/${none.chatId as number}`, undefined, operator)).body.location).toBe('1F desk');
  });

  it('answers a question past the robot\'s rate with QUESTION_RATE_LIMITED naming it, and closes on a malformed one', async () => {
    const robot = await registerRobot(server, admin, { name: 'Busy guide', serialNo: `BUSY-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    socket.send(telemetry(robot.floorId));
    for (let i = 1; i <= 6; i++) socket.send({ type: 'guideQuestion', ref: `r${i}`, text: 'Where is the restroom?' });
    const refused = await socket.waitFor((m) => m.type === 'error' && m.code === 'QUESTION_RATE_LIMITED');
    expect(refused).toMatchObject({ ref: 'r6' });
    await socket.waitFor((m) => m.type === 'guideAnswer' && m.ref === 'r5');
    socket.send({ type: 'guideQuestion', ref: 'blank', text: '' });
    expect(await socket.closed()).toBe(4400);
  });

  it('a simulated guide robot (fleetdeck-sim) answers its visitors the same way and the console shows the chat', async () => {
    const robot = await registerRobot(server, admin, { name: 'Sim guide', serialNo: `SIMG-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
    // A visitor every step: the robot asks as soon as it is free.
    children.push(await spawnSim(server, [{ ...robot, model: 'ugo Pro' }], ['--no-autonomous', '--faults-per-hour', '0', '--visitors-per-hour', '360000']));
    const chats = async () => (await server.api<Array<{ id: number; robotSerialNo: string }>>('GET', '/api/chats', undefined, operator)).body.filter((c) => c.robotSerialNo === robot.serialNo);
    // Waits on the condition: the robot's first chat is recorded.
    await expect.poll(async () => (await chats()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const found = await chats();
    const chat = (await server.api<ChatDetail>('GET', `/api/chats/${found[0]!.id}`, undefined, operator)).body;
    expect(chat).toMatchObject({ aiModel: 'MiniSearch', messages: [{ speaker: 'user', text: chat.message }, { speaker: 'robot' }] });
    const reply = chat.messages[1]!;
    expect(reply.score).toBe(chat.score);
    expect(reply.summary).toBe(chat.summary);
    // Whatever the visitor asked, the robot said an entry's answer (and names it) or the "no answer" reply.
    if (reply.source) {
      const group = await server.api<{ qas: Array<{ answer: string }> }>('GET', `/api/knowledge-groups/${reply.source.knowledgeGroupId}`, undefined, operator);
      expect(reply.text).toBe(group.body.qas[reply.source.qaIndex]!.answer);
    } else {
      expect([NO_ANSWER.en, NO_ANSWER.ja]).toContain(reply.text);
    }
  });
});

// Local stand-ins for §3's meter reading services (hakaru.ai, KanriRoid, LiLz) that speak their HTTP
// shape, for the API tests only: each records what the console sent and answers as told.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake service received. */
export interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** A fake service: its base URL, the calls it received, and stop(). */
export interface FakeService {
  url: string;
  calls: ReceivedCall[];
  stop(): Promise<void>;
}

type Answer = { status: number; body: unknown };

/** Starts a fake service on a free local port; `answer` decides the reply to each call. */
export async function startFakeService(answer: (call: ReceivedCall) => Answer): Promise<FakeService> {
  const calls: ReceivedCall[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const call: ReceivedCall = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
      calls.push(call);
      const { status, body } = answer(call);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** hakaru.ai: an OAuth2 token for the right login, then the inspect API answering `value` for any photo. */
export function fakeHakaruAi(login: { username: string; password: string }, value: string): Promise<FakeService> {
  return startFakeService((call) => {
    if (call.path === '/v2/oauth2/access_token') {
      return call.body.username === login.username && call.body.password === login.password
        ? { status: 200, body: { access_token: 'hakaru-access', token_type: 'Bearer', expires_in: 3600, refresh_token: 'r', scope: 'read write' } }
        : { status: 401, body: { result: { error_code: 'UAC0001-01', msg: 'incorrect username or password' } } };
    }
    if (call.headers.authorization !== 'Bearer hakaru-access') return { status: 401, body: { result: { error_code: 'UAC0001-05', msg: 'access_token is incorrect' }, api_res: {} } };
    return { status: 200, body: { result: { error_code: 'OK', msg: '' }, api_res: { resource: { id: '61162e249bfd75093f4d82c9', measured_code: 'OK', value, measured_at: new Date().toISOString() } } } };
  });
}

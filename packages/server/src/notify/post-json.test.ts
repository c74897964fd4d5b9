import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson } from './post-json.js';

const servers: Array<ReturnType<typeof createServer>> = [];

/** A local receiver answering as `answer` says; counts the connections it was opened on. */
async function receiver(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => answer(req, res, body));
  });
  server.on('connection', () => (connections += 1));
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, connections: () => connections };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('postJson', () => {
  it('sends the body and headers and answers the status, over one kept connection for calls one after another', async () => {
    const seen: Array<{ body: string; type?: string; signature?: string | string[] }> = [];
    const hook = await receiver((req, res, body) => {
      seen.push({ body, type: req.headers['content-type'], signature: req.headers['x-sig'] });
      res.writeHead(seen.length === 3 ? 503 : 204).end();
    });
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) statuses.push(await postJson(hook.url, `{"n":${i}}`, { 'content-type': 'application/json', 'x-sig': `s${i}` }, 5_000));
    expect(statuses).toEqual([204, 204, 503]);
    expect(seen).toEqual([1, 2, 3].map((i) => ({ body: `{"n":${i}}`, type: 'application/json', signature: `s${i}` })));
    expect(hook.connections()).toBe(1);
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    const hook = await receiver((_req, res) => res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end());
    await expect(postJson(hook.url, '{}', {}, 5_000)).resolves.toBe(302);
  });

  it('gives up on a receiver that does not answer in time, and on one that refuses the connection', async () => {
    const silent = await receiver(() => undefined);
    await expect(postJson(silent.url, '{}', {}, 200)).rejects.toThrow('no answer in 200 ms');
    const closed = await receiver(() => undefined);
    const url = closed.url;
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expect(postJson(url, '{}', {}, 5_000)).rejects.toThrow(/ECONNREFUSED/);
    await expect(postJson('ftp://127.0.0.1/x', '{}', {}, 5_000)).rejects.toThrow('unsupported protocol ftp:');
  });
});

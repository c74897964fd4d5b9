// A tiny static file server for benchmark fixtures: every answer fresh (no-store, so each load
// fetches again) and open to any origin (module scripts and SystemJS's script elements load
// cross-origin with CORS).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };

/** Serves `root` on 127.0.0.1; resolves with its origin and a way to close it. */
export async function serveStatic(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (path.includes('..')) {
      response.writeHead(400, headers).end();
      return;
    }
    stat(file)
      .then((info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': info.size });
        createReadStream(file).pipe(response);
      })
      .catch(() => response.writeHead(404, headers).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An HTTP answer as the server sent it: no decompression (fetch would undo Content-Encoding itself). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends one request with node:http and answers the bytes as sent. */
export function rawRequest(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body of a raw answer with its Content-Encoding (brotli or gzip) undone. */
export function decodedBody(answer: RawAnswer): Buffer {
  if (answer.headers['content-encoding'] === 'br') return brotliDecompressSync(answer.body);
  if (answer.headers['content-encoding'] === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

// Local receivers for notification tests: an HTTPS server with a self-signed certificate (webhooks are
// HTTPS only; the console trusts it through NODE_EXTRA_CA_CERTS), or plain HTTP.
// Each records what arrived and answers as its script says, so a test can fail the first attempts.
import { execFileSync } from 'node:child_process';
import { createServer as createHttp, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/** One call a receiver got. */
export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  status: number;
}

/** A running receiver: its URL, what it got, and stop(). */
export interface Receiver {
  url: string;
  received: Received[];
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, written into `dir`; answers the key, the certificate and its file (for NODE_EXTRA_CA_CERTS). */
export function localCertificate(dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = join(dir, 'receiver-key.pem');
  const certFile = join(dir, 'receiver-cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

/** Starts a receiver; `status(n)` is the answer to the n-th call (1-based). HTTPS when a certificate is given. */
export async function startReceiver(status: (n: number) => number, tls?: { key: Buffer; cert: Buffer }): Promise<Receiver> {
  const received: Received[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = status(received.length + 1);
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status: answer });
      res.writeHead(answer).end();
    });
  };
  const server = tls ? createHttps(tls, handle) : createHttp(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

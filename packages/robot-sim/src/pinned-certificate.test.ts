import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { pinnedCertificate } from './pinned-certificate.js';

const dir = mkdtempSync(join(tmpdir(), 'fleetdeck-pin-'));
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** A certificate for console.example.com (never 127.0.0.1, which the fleet dials) issued by the test CA, as a full chain. */
function issued(name: string): { chain: string; key: string } {
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=DNS:console.example.com\n');
  openssl('req', ...EC, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', '/CN=console.example.com');
  openssl('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '1', '-extfile', 'san.ext', '-out', `${name}.crt`);
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return { chain: read(`${name}.crt`) + read('ca.crt'), key: read(`${name}.key`) };
}

let server: Server;
let url: string;
let own: { chain: string; key: string };

beforeAll(async () => {
  openssl('req', '-x509', ...EC, '-days', '1', '-keyout', 'ca.key', '-out', 'ca.crt', '-subj', '/CN=Fleetdeck test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign');
  own = issued('own');
  server = createServer({ cert: own.chain, key: own.key });
  new WebSocketServer({ server });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `wss://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a socket with the options; answers 'open' or the error's message. */
function dial(options: WebSocket.ClientOptions): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, options);
    socket.once('open', () => {
      socket.terminate();
      resolve('open');
    });
    socket.once('error', (error) => resolve(error.message));
  });
}

describe('pinnedCertificate', () => {
  it('trusts the server\'s own certificate chain on 127.0.0.1, whatever name it carries and whoever issued it', async () => {
    expect(await dial(pinnedCertificate(own.chain))).toBe('open');
    // The server's certificate alone, without its issuer: it is the trust anchor itself (a partial chain).
    const leaf = own.chain.slice(0, own.chain.indexOf('-----END CERTIFICATE-----') + '-----END CERTIFICATE-----'.length);
    expect(await dial(pinnedCertificate(leaf))).toBe('open');
    // Without the pin the system's CAs and the host name decide: neither accepts it.
    expect(await dial({})).not.toBe('open');
  });

  it('refuses another certificate of the same issuer', async () => {
    const sibling = issued('sibling');
    expect(await dial(pinnedCertificate(sibling.chain))).toMatch(/presented a certificate other than the server's own/);
  });
});

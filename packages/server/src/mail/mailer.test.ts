import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailer } from './mailer.js';

let server: Server | null = null;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

describe('smtpMailer', () => {
  it('gives up on an SMTP server that accepts the connection but never greets, instead of waiting minutes', async () => {
    server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, { greetingTimeout: 300 });
    // With nodemailer's 30 s default this would outlast the test's own 5 s limit.
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(/greeting/i);
    mailer.close();
  });
});

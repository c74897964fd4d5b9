// A real SMTP server that refuses every recipient (550), for the paths where the console must say
// that a mail could not be sent. Shared by the API tests and the browser tests.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A running refusing SMTP server. */
export interface RefusingSmtp {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** Recipients it refused so far (lower case), so a test can prove the server really tried. */
  refused: string[];
  stop(): Promise<void>;
}

/** Starts an SMTP server on a free loopback port that answers every RCPT TO with 550. */
export async function startRefusingSmtp(): Promise<RefusingSmtp> {
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      refused.push(address.address.toLowerCase());
      const error = Object.assign(new Error('Mailbox unavailable (test server refuses all mail)'), { responseCode: 550 });
      callback(error);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

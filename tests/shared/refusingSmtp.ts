// A real SMTP server that refuses mail, for the paths where the console must say that a mail
// could not be sent. Shared by the API tests and the browser tests. It refuses either every
// connection (a mail server that cannot be used at all) or every recipient (one that is up but
// will not deliver).
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** What the server refuses. */
export type Refusal = 'connection' | 'recipient';

/** A running refusing SMTP server. */
export interface RefusingSmtp {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** Connections it refused so far (refusing connections), so a test can prove the server really tried. */
  connections: number;
  /** Recipients it refused so far (lower case; refusing recipients). */
  refused: string[];
  stop(): Promise<void>;
}

/** Starts an SMTP server on a free loopback port that answers every connection with 421, or every RCPT TO with 550. */
export async function startRefusingSmtp(refusal: Refusal = 'recipient'): Promise<RefusingSmtp> {
  const state = { connections: 0, refused: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (refusal !== 'connection') return callback();
      state.connections += 1;
      callback(Object.assign(new Error('Service not available (test server refuses all connections)'), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      state.refused.push(address.address.toLowerCase());
      callback(Object.assign(new Error('Mailbox unavailable (test server refuses all mail)'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    refused: state.refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

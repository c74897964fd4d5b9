import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** One received mail, decoded. */
export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
  receivedAt: number;
}

/** A real SMTP server that keeps what it is sent. */
export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: SinkMail[];
  /** Waits for a mail to `to` received at or after `since` (ms epoch) that passes `match`. */
  waitFor(to: string, options?: { since?: number; match?: (mail: SinkMail) => boolean; timeoutMs?: number }): Promise<SinkMail>;
  stop(): Promise<void>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field ? (Array.isArray(field) ? field : [field]) : [];
  return list.flatMap((g) => g.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** Starts an SMTP sink on a free loopback port (no TLS, no auth: it only hears localhost). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            mails.push({ to: addresses(parsed.to), subject: parsed.subject ?? '', text: parsed.text ?? '', raw: raw.toString('utf8'), receivedAt: Date.now() });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(to, { since = 0, match = () => true, timeoutMs = 10_000 } = {}) {
      const find = () => [...mails].reverse().find((m) => m.receivedAt >= since && m.to.includes(to.toLowerCase()) && match(m));
      return new Promise<SinkMail>((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in a mail. */
export function codeFrom(mail: SinkMail): string {
  const match = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no six-digit code in mail "${mail.subject}"`);
  return match[1];
}

/** The reset token of the reset link in a mail. */
export function resetTokenFrom(mail: SinkMail): string {
  const match = /\/auth\/reset-password\?token=([^\s]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

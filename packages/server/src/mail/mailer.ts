import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

/** One mail to send, already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; SMTP when configured, else the outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves when mail can be handed over now (SMTP: the server connects, greets and accepts the login). */
  verify(): Promise<void>;
  close(): void;
}

/** The sender address of every mail. */
export const MAIL_FROM = 'Fleetdeck <no-reply@fleetdeck.example>';

/**
 * How long a mail may wait on the SMTP server, ms. Sign-in codes and reset links are sent while
 * the person waits for the answer, and nodemailer's own defaults (2 min to connect, 10 min of
 * silence) would hold them that long on a server that hangs. Query parameters of SMTP_URL (for
 * example `?socketTimeout=60000`) still override these.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Sends through the SMTP server named by SMTP_URL (smtp://user:pass@host:port). */
export function smtpMailer(smtpUrl: string, timeouts: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>> = SMTP_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...timeouts, url: smtpUrl });
  return {
    async send(message) {
      await transport.sendMail({ from: MAIL_FROM, ...message });
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}

/** Writes each mail as an .eml file into the outbox and prints its subject, so the default works offline. */
export function outboxMailer(outboxDir: string, print: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      print(`mail to ${message.to}: "${message.subject}" written to ${file}`);
    },
    async verify() {
      await mkdir(outboxDir, { recursive: true });
    },
    close: () => transport.close(),
  };
}

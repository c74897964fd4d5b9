import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookAuthType } from '@fleetdeck/model';

// One way to call a webhook of system/webhooks, for every caller (threshold notifications and
// trigger rules): a receiver checks every call from Fleetdeck the same way.

/** The header carrying an HMAC webhook's signature: `sha256=<hex of HMAC-SHA256(secret, "<timestamp>.<body>")>`. */
export const SIGNATURE_HEADER = 'x-fleetdeck-signature';
/** The header carrying the signed time in ms; a receiver refuses old ones, so a captured call cannot be replayed later. */
export const TIMESTAMP_HEADER = 'x-fleetdeck-timestamp';
/** The header a notification carries its event id in, for receivers that deduplicate before parsing. */
export const EVENT_ID_HEADER = 'x-fleetdeck-event-id';

/** A webhook as a caller needs it. */
export interface WebhookTarget {
  url: string;
  authType: number;
  secret: string | null;
}

/** The signature of a body sent at `timestamp`: receivers recompute it with the shared secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Whether a signature header matches the body and time under the secret (constant time), as a receiver checks it. */
export function verifySignature(secret: string, timestamp: number, body: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Headers of a call with `body`: JSON, the time, and the webhook's authentication (basic `user:password`, bearer token, or HMAC signature). */
export function webhookHeaders(webhook: WebhookTarget, body: string, timestamp: number): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp) };
  const secret = webhook.secret ?? '';
  if (secret === '') return headers;
  if (webhook.authType === WebhookAuthType.basic) headers.authorization = `Basic ${Buffer.from(secret).toString('base64')}`;
  else if (webhook.authType === WebhookAuthType.bearer) headers.authorization = `Bearer ${secret}`;
  else if (webhook.authType === WebhookAuthType.hmac) headers[SIGNATURE_HEADER] = webhookSignature(secret, timestamp, body);
  return headers;
}

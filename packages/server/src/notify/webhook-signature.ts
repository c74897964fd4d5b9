import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a webhook call carries its signature in: `sha256=` and the HMAC-SHA256 of the body, hex. */
export const SIGNATURE_HEADER = 'x-fleetdeck-signature';
/** The header a webhook call carries its event id in, for receivers that deduplicate before parsing. */
export const EVENT_ID_HEADER = 'x-fleetdeck-event-id';

/** The signature of a webhook body under the webhook's secret. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Whether a signature header matches the body under the secret (constant time), as a receiver checks it. */
export function verifySignature(secret: string, body: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

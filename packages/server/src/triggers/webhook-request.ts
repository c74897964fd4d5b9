import { createHmac } from 'node:crypto';
import { WebhookAuthType } from '@fleetdeck/model';

/** The header carrying an HMAC webhook's signature: `sha256=<hex of HMAC-SHA256(secret, "<timestamp>.<body>")>`. */
export const SIGNATURE_HEADER = 'x-fleetdeck-signature';
/** The header carrying the signed time in ms; a receiver refuses old ones, so a captured call cannot be replayed later. */
export const TIMESTAMP_HEADER = 'x-fleetdeck-timestamp';

/** A webhook as the caller needs it. */
export interface WebhookTarget {
  url: string;
  authType: number;
  secret: string | null;
}

/** The signature of a body sent at `timestamp`: receivers recompute it with the shared secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
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

/** How long a web API may take to answer before the firing is logged failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** POSTs `payload` to a webhook; answers the HTTP status (0 when no answer came). */
export async function callWebhook(webhook: WebhookTarget, payload: unknown, now: number = Date.now()): Promise<{ status: number; error?: string }> {
  const body = JSON.stringify(payload);
  try {
    const res = await fetch(webhook.url, { method: 'POST', headers: webhookHeaders(webhook, body, now), body, redirect: 'manual', signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) });
    await res.arrayBuffer().catch(() => undefined);
    return { status: res.status };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, error: cause?.code ?? cause?.message ?? (err as Error).message };
  }
}

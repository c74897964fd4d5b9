import { webhookHeaders, type WebhookTarget } from '../notify/webhook-signature.js';

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

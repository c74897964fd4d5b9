import type { Kysely } from 'kysely';
import { NotificationTargetType, WebhookStatus } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { LooseDb } from '../resources/resource-types.js';
import { TargetKind, type NotificationEvent } from './notification-event.js';
import { notificationText } from './notification-text.js';
import { postJson } from './post-json.js';
import { EVENT_ID_HEADER, webhookHeaders } from './webhook-signature.js';

/** How long one delivery call may take, ms. */
const SEND_TIMEOUT_MS = 10_000;

/** A delivery that must not be tried again: its target is gone, disabled or cannot be reached by any retry. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** What sending needs besides the database. */
export interface SendContext {
  db: Kysely<Database>;
  mailer: Mailer;
  /** elgana's chat API, when the console is set up to post there (ELGANA_URL). */
  elganaUrl: string | null;
}

/** One outbox row to send. */
export interface Delivery {
  targetKind: string;
  targetId: number;
  payload: string;
}

/** The rows deliveries are sent to, as read once for a batch of deliveries: webhooks and notification targets by id. */
export interface DeliveryTargets {
  webhooks: Map<number, Record<string, unknown>>;
  targets: Map<number, Record<string, unknown>>;
}

/**
 * Reads the webhooks and notification targets of a batch of deliveries in one query each, as they
 * are now (a webhook disabled since its event was queued is seen disabled), instead of one query per
 * delivery: while readings arrive, every query waits its turn on the store.
 */
export async function loadTargets(db: Kysely<Database>, deliveries: readonly Delivery[]): Promise<DeliveryTargets> {
  const ids = (kind: TargetKind) => [...new Set(deliveries.filter((d) => d.targetKind === kind).map((d) => d.targetId))];
  const byId = (rows: Array<Record<string, unknown>>) => new Map(rows.map((row) => [Number(row.id), row]));
  const loose = db as unknown as Kysely<LooseDb>;
  const webhookIds = ids(TargetKind.webhook);
  const targetIds = ids(TargetKind.target);
  return {
    webhooks: byId(webhookIds.length === 0 ? [] : await loose.selectFrom('webhooks').select(['id', 'url', 'auth_type', 'secret', 'status']).where('id', 'in', webhookIds).execute()),
    targets: byId(targetIds.length === 0 ? [] : await loose.selectFrom('notification_targets').select(['id', 'type', 'address', 'room', 'chat_bot_login_id', 'password', 'space_id']).where('id', 'in', targetIds).execute()),
  };
}

/** Sends one delivery to its target read by `loadTargets`; throws when it did not arrive (a retry may succeed unless PermanentDeliveryError). */
export async function sendDelivery(ctx: SendContext, delivery: Delivery, targets: DeliveryTargets): Promise<void> {
  if (delivery.targetKind === TargetKind.webhook) return sendWebhook(delivery, targets.webhooks.get(delivery.targetId));
  return sendToTarget(ctx, delivery, targets.targets.get(delivery.targetId));
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<void> {
  const status = await postJson(url, body, { 'content-type': 'application/json', 'user-agent': 'Fleetdeck-Notifier', ...headers }, SEND_TIMEOUT_MS);
  if (status < 200 || status > 299) throw new Error(`answered ${status}`);
}

/** A webhook of system/webhooks gets the event as JSON, authenticated as its auth type says (an HMAC webhook signs time and body, as trigger rules' calls do). */
async function sendWebhook(delivery: Delivery, hook: Record<string, unknown> | undefined): Promise<void> {
  if (!hook) throw new PermanentDeliveryError('webhook removed');
  if (Number(hook.status) === WebhookStatus.disabled) throw new PermanentDeliveryError('webhook disabled');
  const event = JSON.parse(delivery.payload) as NotificationEvent;
  const secret = typeof hook.secret === 'string' ? hook.secret : '';
  const headers = { ...webhookHeaders({ url: String(hook.url), authType: Number(hook.auth_type), secret }, delivery.payload, Date.now()), [EVENT_ID_HEADER]: event.id };
  await post(String(hook.url), delivery.payload, headers);
}

/** A notification target: e-mail over SMTP, a Slack incoming webhook, or an elgana room. */
async function sendToTarget(ctx: SendContext, delivery: Delivery, target: Record<string, unknown> | undefined): Promise<void> {
  if (!target) throw new PermanentDeliveryError('notification target removed');
  const { subject, text } = notificationText(JSON.parse(delivery.payload) as NotificationEvent);
  const address = String(target.address ?? '');
  switch (Number(target.type)) {
    case NotificationTargetType.email:
      if (!address) throw new PermanentDeliveryError('no e-mail address');
      return ctx.mailer.send({ to: address, subject, text });
    case NotificationTargetType.slack:
      if (!address.startsWith('https://')) throw new PermanentDeliveryError('no Slack incoming webhook URL');
      return post(address, JSON.stringify({ text: `*${subject}*\n${text}` }), {});
    case NotificationTargetType.elgana: {
      if (!ctx.elganaUrl) throw new PermanentDeliveryError('elgana is not set up (ELGANA_URL)');
      const base = ctx.elganaUrl.replace(/\/+$/, '');
      const login = `${String(target.chat_bot_login_id ?? '')}:${String(target.password ?? '')}`;
      const url = `${base}/v1/spaces/${encodeURIComponent(String(target.space_id ?? ''))}/rooms/${encodeURIComponent(String(target.room ?? ''))}/messages`;
      return post(url, JSON.stringify({ text: `${subject}\n${text}` }), { authorization: `Basic ${Buffer.from(login).toString('base64')}` });
    }
    default:
      throw new PermanentDeliveryError(`target type ${String(target.type)} is not delivered`);
  }
}

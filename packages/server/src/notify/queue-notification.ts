import type { Kysely } from 'kysely';
import { DisabledNotificationTargetTypes, WebhookStatus, WebhookType } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import type { LooseDb } from '../resources/resource-types.js';
import { DeliveryStatus, TargetKind, type NotificationEvent } from './notification-event.js';
import './notify-tables.js';

/**
 * Queues an event for webhooks of system/webhooks: one outbox row per webhook, by default every
 * enabled webhook of the event's organization (LiLz webhooks are inbound and get none). An event
 * already queued for a webhook is not queued again (its id is the key), so callers may retry freely.
 * Answers how many rows were added; the notifier delivers them.
 */
export async function queueWebhookEvent(db: Kysely<Database>, event: NotificationEvent, webhookIds?: readonly number[]): Promise<number> {
  let query = (db as unknown as Kysely<LooseDb>)
    .selectFrom('webhooks')
    .select('id')
    .where('organization_id', '=', event.organizationId)
    .where('status', '=', WebhookStatus.enabled)
    .where('type', '!=', WebhookType.lilz);
  if (webhookIds) {
    if (webhookIds.length === 0) return 0;
    query = query.where('id', 'in', [...webhookIds]);
  }
  const rows = await query.execute();
  return insertDeliveries(db, event, TargetKind.webhook, rows.map((row) => Number(row.id)));
}

/**
 * Queues an event for everyone the organization asked to be told at its level: its webhooks and its
 * notification targets (e-mail, Slack, elgana) whose level is at most the event's and whose building,
 * when set, is the event's.
 */
export async function queueNotification(db: Kysely<Database>, event: NotificationEvent, level: number, buildingId: number | null): Promise<number> {
  const targets = await (db as unknown as Kysely<LooseDb>)
    .selectFrom('notification_targets')
    .select(['id', 'building_id'])
    .where('organization_id', '=', event.organizationId)
    .where('level', '<=', level)
    .where('type', 'not in', [...DisabledNotificationTargetTypes])
    .execute();
  const ids = targets.filter((t) => t.building_id === null || Number(t.building_id) === buildingId).map((t) => Number(t.id));
  return (await queueWebhookEvent(db, event)) + (await insertDeliveries(db, event, TargetKind.target, ids));
}

async function insertDeliveries(db: Kysely<Database>, event: NotificationEvent, kind: TargetKind, targetIds: number[]): Promise<number> {
  if (targetIds.length === 0) return 0;
  const now = new Date().toISOString();
  const payload = JSON.stringify(event);
  const result = await db
    .insertInto('notification_deliveries')
    .values(targetIds.map((targetId) => ({
      organization_id: event.organizationId,
      event_id: event.id,
      target_kind: kind,
      target_id: targetId,
      payload,
      status: DeliveryStatus.pending,
      attempts: 0,
      next_attempt_at: now,
      last_error: '',
      delivered_at: null,
      created_at: now,
      updated_at: now,
    })))
    .onConflict((conflict) => conflict.columns(['event_id', 'target_kind', 'target_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

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
  let query = enabledWebhooks(db, event.organizationId);
  if (webhookIds) {
    if (webhookIds.length === 0) return 0;
    query = query.where('id', 'in', [...webhookIds]);
  }
  const rows = await query.execute();
  return insertDeliveries(db, event, TargetKind.webhook, rows.map((row) => Number(row.id)));
}

/** The organization's webhooks that get events: enabled, and not LiLz (whose webhooks are inbound). */
function enabledWebhooks(db: Kysely<Database>, organizationId: number) {
  return (db as unknown as Kysely<LooseDb>)
    .selectFrom('webhooks')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('status', '=', WebhookStatus.enabled)
    .where('type', '!=', WebhookType.lilz);
}

/** An event to queue for the organization's webhooks and its targets at `level` (and `buildingId`, when a target names one). */
export interface LeveledEvent {
  event: NotificationEvent;
  level: number;
  buildingId: number | null;
}

/**
 * Queues an event for everyone the organization asked to be told at its level: its webhooks and its
 * notification targets (e-mail, Slack, elgana) whose level is at most the event's and whose building,
 * when set, is the event's.
 */
export async function queueNotification(db: Kysely<Database>, event: NotificationEvent, level: number, buildingId: number | null): Promise<number> {
  return queueNotifications(db, [{ event, level, buildingId }]);
}

/**
 * Queues many events as `queueNotification` does each: the webhooks and targets are read once per
 * organization and the outbox rows written in one statement per chunk, so a batch of breaches costs
 * a few statements rather than three for each (threshold alerts come a thousand a second).
 */
export async function queueNotifications(db: Kysely<Database>, events: readonly LeveledEvent[]): Promise<number> {
  const loose = db as unknown as Kysely<LooseDb>;
  const rows: DeliveryRow[] = [];
  for (const organizationId of new Set(events.map(({ event }) => event.organizationId))) {
    const mine = events.filter(({ event }) => event.organizationId === organizationId);
    const webhooks = await enabledWebhooks(db, organizationId).execute();
    const targets = await loose
      .selectFrom('notification_targets')
      .select(['id', 'building_id', 'level'])
      .where('organization_id', '=', organizationId)
      .where('level', '<=', Math.max(...mine.map(({ level }) => level)))
      .where('type', 'not in', [...DisabledNotificationTargetTypes])
      .execute();
    for (const { event, level, buildingId } of mine) {
      const payload = JSON.stringify(event);
      for (const hook of webhooks) rows.push(deliveryRow(event, payload, TargetKind.webhook, Number(hook.id)));
      for (const target of targets) {
        if (Number(target.level) <= level && (target.building_id === null || Number(target.building_id) === buildingId)) rows.push(deliveryRow(event, payload, TargetKind.target, Number(target.id)));
      }
    }
  }
  return insertRows(db, rows);
}

type DeliveryRow = ReturnType<typeof deliveryRow>;

function deliveryRow(event: NotificationEvent, payload: string, kind: TargetKind, targetId: number) {
  const now = new Date().toISOString();
  return {
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
  };
}

// Rows per INSERT: 12 values each stays well under SQLite's limit of 32,766 bound values.
const ROWS_PER_INSERT = 500;

async function insertDeliveries(db: Kysely<Database>, event: NotificationEvent, kind: TargetKind, targetIds: number[]): Promise<number> {
  const payload = JSON.stringify(event);
  return insertRows(db, targetIds.map((targetId) => deliveryRow(event, payload, kind, targetId)));
}

/** Writes outbox rows; one already queued (same event and target) is left as it is. Answers how many were added. */
async function insertRows(db: Kysely<Database>, rows: DeliveryRow[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const result = await db
      .insertInto('notification_deliveries')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.columns(['event_id', 'target_kind', 'target_id']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

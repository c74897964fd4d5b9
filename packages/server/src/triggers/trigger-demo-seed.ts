import { TriggerEventType, TriggerTargetType, NotificationLevel } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import './trigger-tables.js';

/**
 * Seeds one demo trigger rule, so the rule list and form have a record to open: mail the
 * notification targets when the tower's first robot goes offline. It is off, so it never mails
 * anyone by itself; an administrator turns it on.
 */
export async function seedTriggerDemo(db: Kysely<Database>, parts: { organizationId: number; robotId: number }): Promise<void> {
  if (await db.selectFrom('trigger_rules').select('id').limit(1).executeTakeFirst()) return;
  const now = new Date().toISOString();
  await db.insertInto('trigger_rules').values({
    organization_id: parts.organizationId, name: 'Tower robot offline', enabled: 0, event_type: TriggerEventType.robotStatus,
    schedule_id: null, robot_id: parts.robotId, robot_status: 'offline', threshold_rule_id: null, target_type: TriggerTargetType.notification,
    target_robot_id: null, flow_id: null, level: NotificationLevel.warning, webhook_id: null,
    description: 'Mails the warning-level notification targets when the robot loses its link.', created_at: now, updated_at: now,
  }).execute();
}

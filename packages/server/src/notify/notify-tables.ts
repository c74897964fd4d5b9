import type { Generated } from 'kysely';

// Row type of migration 0060-notification-deliveries, merged into the core Database interface.

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  organization_id: number;
  event_id: string;
  target_kind: string;
  target_id: number;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../db/database.js' {
  interface Database {
    notification_deliveries: NotificationDeliveriesTable;
  }
}

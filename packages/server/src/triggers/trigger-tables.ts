import type { Generated } from 'kysely';

// Row types of migration 0080-triggers, merged into the Database interface.

export interface TriggerRulesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  enabled: number;
  event_type: number;
  schedule_id: number | null;
  robot_id: number | null;
  robot_status: string | null;
  threshold_rule_id: number | null;
  target_type: number;
  target_robot_id: number | null;
  flow_id: number | null;
  level: number;
  webhook_id: number | null;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface TriggerLogsTable {
  id: Generated<number>;
  organization_id: number;
  trigger_rule_id: number;
  rule_name: string;
  event_type: number;
  target_type: number;
  event_key: string;
  summary: string;
  robot_id: number | null;
  occurred_at: string;
  finished_at: string | null;
  result: string | null;
  failure: string | null;
  detail: string;
}

declare module '../db/database.js' {
  interface Database {
    trigger_rules: TriggerRulesTable;
    trigger_logs: TriggerLogsTable;
  }
}

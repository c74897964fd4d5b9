import type { Generated } from 'kysely';

// Row types of the schedule tables (migration 0050-schedules), merged into the Database interface.

export interface SchedulesTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number;
  robot_id: number;
  flow_id: number;
  title: string;
  /** Wall clock of the building, `YYYY-MM-DDTHH:mm`. */
  start_local: string;
  end_local: string;
  repeat: string;
  /** Weekday names as a JSON array. */
  weekdays: string;
  until: string | null;
  /** Skipped local dates as a JSON array. */
  exceptions: string;
  priority: number;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface ScheduleLogsTable {
  id: Generated<number>;
  organization_id: number;
  schedule_id: number;
  title: string;
  building_id: number;
  robot_id: number;
  flow_id: number;
  planned_start: string;
  planned_end: string;
  started_at: string | null;
  finished_at: string | null;
  result: string;
  reason: string | null;
  priority: number;
}

declare module '../db/database.js' {
  interface Database {
    schedules: SchedulesTable;
    schedule_logs: ScheduleLogsTable;
  }
}

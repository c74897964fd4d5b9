import type { Generated } from 'kysely';

// Row type of migration 0011-robot-setting-history, merged into the core Database interface.

export interface RobotSettingHistoryTable {
  id: Generated<number>;
  robot_id: number;
  /** ISO time of the change. */
  at: string;
  operator_id: number | null;
  /** Login id of the operator at the time of the change. */
  login_id: string;
  /** API field name (`name`, `buildingId`, …, or `credential` for a rotation). */
  field: string;
  /** JSON of the value before; null for a credential rotation (secrets are never stored). */
  old_value: string | null;
  new_value: string | null;
}

declare module '../../db/database.js' {
  interface Database {
    robot_setting_history: RobotSettingHistoryTable;
  }
}

import type { Kysely, Migration } from 'kysely';

/**
 * The robot whose reading breached a threshold, on its threshold log line (issue 21): a robot's
 * archive day marks its own breaches without matching them to report details. Its serial number,
 * so the line still names the robot after the robot is removed; empty on lines written before.
 */
export const thresholdLogRobotMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('threshold_logs').addColumn('robot_serial_no', 'text').execute();
    await db.schema.createIndex('threshold_logs_robot_at').on('threshold_logs').columns(['robot_serial_no', 'occurred_at']).execute();
  },
};

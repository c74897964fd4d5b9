import type { Kysely, Migration } from 'kysely';

/**
 * The robot's driving speed with each state sample (issue 19: speed over time on the activity
 * page), m/s as the robot reports it. Rows sampled before this column existed keep null: their
 * speed was never recorded.
 */
export const robotSampleSpeedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('robot_samples').addColumn('speed', 'real').execute();
  },
};

import type { Generated } from 'kysely';

// Row type of robot_photos (migration 0031-robot-photos), merged into the core Database interface.

export interface RobotPhotosTable {
  id: Generated<number>;
  robot_id: number;
  /** The stored JPEG (`files`). */
  file_id: number;
  camera: string;
  /** Capture time on the robot's clock, ISO. */
  taken_at: string;
  width: number;
  height: number;
  created_at: Generated<string>;
}

declare module '../db/database.js' {
  interface Database {
    robot_photos: RobotPhotosTable;
  }
}

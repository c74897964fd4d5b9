import type { Generated } from 'kysely';

// Row types of the robot tables (migration 0010-robots), merged into the core Database interface.

export interface RobotsTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number;
  group_id: number | null;
  initial_floor_id: number;
  name: string;
  serial_no: string;
  model: string;
  version: string;
  hardware_revision: string;
  status: number;
  last_communication_at: string | null;
  /** Last reported charge, kept so the OS update rule holds while the robot is offline. */
  battery_percent: number | null;
  long_term_recording_auto_start: number;
  video_mode: string;
  notes: string;
  created_at: string;
  updated_at: string;
}

export interface RobotCredentialsTable {
  robot_id: number;
  /** SHA-256 of the credential, hex. */
  credential_hash: string;
  created_at: string;
}

export interface RobotEventsTable {
  id: Generated<number>;
  robot_id: number;
  /** Server receipt time, ISO. */
  at: string;
  robot_ts: number | null;
  kind: string;
  code: string;
  level: number;
  active: number | null;
  message: string | null;
  data: string | null;
}

export interface RobotSamplesTable {
  id: Generated<number>;
  robot_id: number;
  at: string;
  connection: string;
  status: number | null;
  battery_percent: number | null;
  battery_state: string | null;
  floor_id: number | null;
  x: number | null;
  y: number | null;
  /** Driving speed, m/s (null before migration 0092 and while the robot sent no state). */
  speed: number | null;
}

declare module '../db/database.js' {
  interface Database {
    robots: RobotsTable;
    robot_credentials: RobotCredentialsTable;
    robot_events: RobotEventsTable;
    robot_samples: RobotSamplesTable;
  }
}

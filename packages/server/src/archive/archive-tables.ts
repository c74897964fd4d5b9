import type { Generated } from 'kysely';

// Row types of migration 0070-archive, merged into the core Database interface.

/** Upload states of a recorded minute: parts still arriving, or joined into its file. */
export type ArchiveSegmentStatus = 'uploading' | 'complete';

export interface ArchiveSegmentsTable {
  id: Generated<number>;
  organization_id: number;
  robot_id: number;
  /** The minute's first instant, ISO UTC on a whole minute. */
  starts_at: string;
  /** `YYYY-MM-DD`, hour and minute of `starts_at` (UTC), the archive's address of the minute. */
  day: string;
  hour: number;
  minute: number;
  duration_ms: number;
  mime_type: string;
  quality: string;
  width: number;
  height: number;
  /** Total bytes the robot announced. */
  size: number;
  /** Bytes stored so far: the offset the next chunk must start at. */
  received: number;
  parts: number;
  status: ArchiveSegmentStatus;
  /** The joined file, once complete. */
  storage_key: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../gateway/robot-tables.js' {
  interface RobotsTable {
    /** §9 upload quality of the robot's recordings: `720p` or `360p`. */
    upload_quality: Generated<string>;
  }
}

declare module '../db/database.js' {
  interface Database {
    archive_segments: ArchiveSegmentsTable;
  }
  interface ContractsTable {
    /** Long-term recording plan (§9): `free` or `paid`. */
    archive_plan: Generated<string>;
  }
}

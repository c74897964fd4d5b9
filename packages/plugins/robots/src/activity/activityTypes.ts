/** One row of the events table: stored (from REST) or received live. */
export interface ActivityEvent {
  key: string;
  at: string;
  kind: string;
  code: string;
  level: number;
  active: boolean | null;
  message: string | null;
}

/** One sample of a robot's state (about one a minute per robot). */
export interface ActivitySample {
  at: string;
  connection: string;
  status: number | null;
  batteryPercent: number | null;
  batteryState: string | null;
  /** Driving speed, m/s; null when it was not recorded (samples older than the speed column). */
  speed?: number | null;
}

/** Answer of GET /api/robots/{id}/activity. */
export interface ActivityAnswer {
  robotId: number;
  connection: 'online' | 'offline';
  lastCommunicationAt: string | null;
  events: Array<Omit<ActivityEvent, 'key'> & { id: number }>;
  samples: ActivitySample[];
}

/** Time ranges the activity page offers. */
export const ACTIVITY_RANGES = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 } as const;
export type ActivityRange = keyof typeof ACTIVITY_RANGES;

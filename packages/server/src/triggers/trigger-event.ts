import type { TriggerEventType, TriggerFailure, TriggerRobotStatus } from '@fleetdeck/model';

/** Something that happened which trigger rules may act on. */
export interface TriggerEvent {
  type: TriggerEventType;
  organizationId: number;
  /** Unique per happening (`schedule:<entry>@<start>`, `robot:<id>:<status>:<at>`, `threshold:<log id>`): a rule acts on it once. */
  key: string;
  /** The event in a line, for the log, mails and reports. */
  summary: string;
  robotId: number | null;
  /** The building the event happened in, when it names one (notification targets of one building). */
  buildingId: number | null;
  at: number;
  /** Whether the event is a fault (a report on it is abnormal). */
  abnormal: boolean;
  scheduleId?: number;
  robotStatus?: TriggerRobotStatus;
  thresholdRuleId?: number;
  /** Sent as is to a web API, beside the event's type, key, summary and time. */
  data: Record<string, unknown>;
}

/** How a target's action ended. */
export type TargetOutcome = { result: 'done'; detail: string } | { result: 'fail'; failure: TriggerFailure; detail: string };

export const done = (detail: string): TargetOutcome => ({ result: 'done', detail });
export const failed = (failure: TriggerFailure, detail = ''): TargetOutcome => ({ result: 'fail', failure, detail });

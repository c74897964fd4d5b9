import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import type { LocalizedText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { MultilineText } from './text-rules.js';
import { ScheduleRepeat, Weekday } from './business-constants.js';
import { ScheduleResult } from './statuses.js';

// Schedule entries (§3, §5, §9). Start and end are wall-clock times of the building's time zone
// (`YYYY-MM-DDTHH:mm`, no offset): a 09:00 patrol stays at 09:00 when the clocks change, so the
// instant is worked out per occurrence, never stored.

const literals = <T extends string | number>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));


/** A wall-clock date and time of the building, to the minute (the calendar) or the second. */
export const LocalDateTime = Type.String({
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$',
  description: 'wall-clock time of the building, YYYY-MM-DDTHH:mm (seconds optional, for API clients)',
});
/** A date of the building's calendar. */
export const LocalDate = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description: 'YYYY-MM-DD' });

/** Longest an entry may last: one occurrence must end before the next day's could start. */
export const SCHEDULE_MAX_DURATION_MS = 24 * 60 * 60 * 1000;

/**
 * How late, after an occurrence's start, a dispatch still starts the flow (a server that was
 * restarted, a busy process); later than this the occurrence is logged `unknown` instead.
 */
export const SCHEDULE_GRACE_MS = 5 * 60 * 1000;

/** Schedule entries (§3, §5): any signed-in user reads them on the calendar; a system administrator writes (§2, §6). */
export const Schedule = defineEntity({
  name: 'schedules',
  area: 'schedules',
  organization: 'organizationId',
  organizationFollows: 'buildingId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    title: field(RequiredText(256), { input: 'required', listColumn: 'shown', searchable: true, width: 240 }),
    buildingId: field(Id, { input: 'required', references: '/buildings', listColumn: 'shown' }),
    robotId: field(Id, { input: 'required', references: '/robots', referenceScope: 'buildingId', listColumn: 'shown' }),
    flowId: field(Id, { input: 'required', references: '/flows', referenceScope: 'buildingId', listColumn: 'shown' }),
    start: field(LocalDateTime, { input: 'required', column: 'start_local', listColumn: 'shown', hintKey: 'hint.localTime', width: 170 }),
    end: field(LocalDateTime, { input: 'required', column: 'end_local', listColumn: 'shown', width: 170 }),
    repeat: field(literals(ScheduleRepeat), { input: 'required', listColumn: 'shown', initial: 'none', width: 110 }),
    weekdays: field(Type.Array(literals(Weekday), { minItems: 1, maxItems: 7, uniqueItems: true }), { input: 'required', sortable: false, filterable: false }),
    until: field(Nullable(LocalDate), { hintKey: 'hint.until' }),
    exceptions: field(Type.Array(LocalDate, { maxItems: 366, uniqueItems: true }), { sortable: false, filterable: false, inList: true }),
    priority: field(Type.Boolean(), { listColumn: 'shown', initial: false, width: 90 }),
    description: field(MultilineText(1000), { sortable: false, widget: 'multiline' }),
  },
  defaultSort: { id: 'start', desc: false },
});

/** A schedule entry as the API answers it. */
export const ScheduleRecord = Schedule.record;
export type ScheduleRecord = Static<typeof ScheduleRecord>;
/** Body to create a schedule entry. */
export const ScheduleCreate = Schedule.create;
export type ScheduleCreate = Static<typeof ScheduleCreate>;
/** Body to change a schedule entry. */
export const ScheduleUpdate = Schedule.update;
export type ScheduleUpdate = Static<typeof ScheduleUpdate>;

/** Why an occurrence failed, was cancelled or is unknown; each has its words below. */
export const ScheduleReason = [
  'robotOffline', 'batteryLow', 'flowAlreadyRunning', 'emergencyStop', 'robotRefused',
  'stopped', 'pastEnd', 'preempted', 'serverDown', 'flowMissing', 'robotMissing',
] as const;
export type ScheduleReason = (typeof ScheduleReason)[number];

/** Words of each reason, shown in the log. */
export const ScheduleReasonText: Record<ScheduleReason, LocalizedText> = {
  robotOffline: { en: 'The robot was offline', ja: 'ロボットがオフラインでした' },
  batteryLow: { en: 'The robot\'s battery was low', ja: 'ロボットのバッテリー残量が不足していました' },
  flowAlreadyRunning: { en: 'Another flow was already running', ja: '別のフローが実行中でした' },
  emergencyStop: { en: 'The emergency stop was pressed', ja: '非常停止ボタンが押されていました' },
  robotRefused: { en: 'The robot refused the flow', ja: 'ロボットがフローを拒否しました' },
  stopped: { en: 'The flow was stopped before it finished', ja: 'フローは完了前に停止されました' },
  pastEnd: { en: 'The flow was still running at the entry\'s end', ja: '終了時刻になってもフローが実行中でした' },
  preempted: { en: 'A priority entry stopped the flow', ja: '優先スケジュールによりフローが停止されました' },
  serverDown: { en: 'The server was not running at the start time', ja: '開始時刻にサーバーが停止していました' },
  flowMissing: { en: 'The flow no longer exists', ja: 'フローが存在しません' },
  robotMissing: { en: 'The robot no longer exists', ja: 'ロボットが存在しません' },
};

/**
 * One occurrence in the schedule log (§4 results): planned and actual times, the robot's answer.
 * Written by the scheduler only; its (scheduleId, plannedStart) pair is unique, which is what
 * makes a dispatch happen once across restarts and server processes.
 */
export const ScheduleLog = defineEntity({
  name: 'scheduleLogs',
  area: 'scheduleLogs',
  path: '/schedule-logs',
  organization: 'organizationId',
  timestamps: false,
  fields: {
    organizationId: field(Id, { input: 'none' }),
    scheduleId: field(Id, { input: 'none' }),
    title: field(Type.String(), { input: 'none' }),
    buildingId: field(Id, { input: 'none' }),
    robotId: field(Id, { input: 'none' }),
    flowId: field(Id, { input: 'none' }),
    plannedStart: field(DateTime, { input: 'none' }),
    plannedEnd: field(DateTime, { input: 'none' }),
    startedAt: field(Nullable(DateTime), { input: 'none' }),
    finishedAt: field(Nullable(DateTime), { input: 'none' }),
    result: field(literals(ScheduleResult), { input: 'none' }),
    reason: field(Nullable(literals(ScheduleReason)), { input: 'none' }),
    priority: field(Type.Boolean(), { input: 'none' }),
  },
  defaultSort: { id: 'plannedStart', desc: true },
});
export type ScheduleLogRecord = Static<typeof ScheduleLog.record>;

/** One occurrence of an entry in a range, as the calendar draws it. */
export const ScheduleOccurrence = Type.Object({
  scheduleId: Id,
  title: Type.String(),
  buildingId: Id,
  robotId: Id,
  flowId: Id,
  priority: Type.Boolean(),
  repeat: literals(ScheduleRepeat),
  /** The occurrence's instants. */
  start: DateTime,
  end: DateTime,
  /** Its wall-clock times in the building. */
  localStart: LocalDateTime,
  localEnd: LocalDateTime,
  timeZone: Type.String(),
  /** The log's result once it ran. */
  result: Nullable(literals(ScheduleResult)),
});
export type ScheduleOccurrence = Static<typeof ScheduleOccurrence>;

/** Query of GET /api/schedules/occurrences. */
export const ScheduleOccurrenceQuery = Type.Object({
  from: DateTime,
  to: DateTime,
  buildingId: Type.Optional(Id),
  robotId: Type.Optional(Id),
}, { additionalProperties: false });
export type ScheduleOccurrenceQuery = Static<typeof ScheduleOccurrenceQuery>;

import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id } from './common.js';
import { ArchivePlanNames, type ArchivePlanName } from './archive-plan.js';

const strict = { additionalProperties: false } as const;

/** Upload qualities of §9 as a robot records them: high 720p, low 360p. */
export const ArchiveQuality = ['720p', '360p'] as const;
export type ArchiveQuality = (typeof ArchiveQuality)[number];
/** Frame size of each upload quality, 16:9. */
export const ArchiveFrameSize: Record<ArchiveQuality, { width: number; height: number }> = {
  '720p': { width: 1280, height: 720 },
  '360p': { width: 640, height: 360 },
};
/** Containers a browser plays natively: MP4 (H.264) or WebM (VP9). */
export const ArchiveMimeType = ['video/mp4', 'video/webm'] as const;
export type ArchiveMimeType = (typeof ArchiveMimeType)[number];

/** Limits of the recording archive. */
export const ArchiveLimits = {
  /** A recorded segment covers at most one minute. */
  segmentMs: 60_000,
  /** Largest segment a robot may announce, bytes. */
  maxSegmentBytes: 200 * 1024 * 1024,
  /** Largest chunk of one upload request, bytes. */
  maxChunkBytes: 4 * 1024 * 1024,
  /** Most marks of each kind a day's timeline is given. */
  maxMarks: 5000,
} as const;

const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));

/**
 * Body of POST /api/archive/uploads (a robot, with `Authorization: Robot <serialNo> <credential>`):
 * a recorded segment it is about to upload. The same robot and start again answers the upload
 * already begun, with its offset, so a robot that restarts resumes rather than starts over.
 */
export const ArchiveUploadCreate = Type.Object({
  startsAt: DateTime,
  durationMs: Type.Integer({ minimum: 1, maximum: ArchiveLimits.segmentMs }),
  size: Type.Integer({ minimum: 1, maximum: ArchiveLimits.maxSegmentBytes }),
  mimeType: literals(ArchiveMimeType),
  quality: literals(ArchiveQuality),
  width: Type.Integer({ minimum: 16, maximum: 3840 }),
  height: Type.Integer({ minimum: 16, maximum: 2160 }),
}, strict);
export type ArchiveUploadCreate = Static<typeof ArchiveUploadCreate>;

/** Where an upload stands: the next chunk starts at `offset`; `complete` once every byte arrived. */
export const ArchiveUploadState = Type.Object({ id: Id, offset: Type.Integer({ minimum: 0 }), size: Type.Integer(), complete: Type.Boolean() });
export type ArchiveUploadState = Static<typeof ArchiveUploadState>;

/** A recorded segment as the archive screens read it. */
export const ArchiveSegment = Type.Object({
  id: Id,
  startsAt: DateTime,
  durationMs: Type.Integer(),
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  minute: Type.Integer({ minimum: 0, maximum: 59 }),
  size: Type.Integer(),
  mimeType: literals(ArchiveMimeType),
  quality: literals(ArchiveQuality),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ArchiveSegment = Static<typeof ArchiveSegment>;

/** A robot's recorded days (archive/list), newest first. */
export const ArchiveRobotDays = Type.Object({
  robotId: Id,
  serialNo: Type.String(),
  name: Type.String(),
  buildingId: Id,
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), minutes: Type.Integer(), bytes: Type.Integer() })),
});
export type ArchiveRobotDays = Static<typeof ArchiveRobotDays>;

/** One robot's day (archive/robot/{serialNo}/{date}): its segments in time order, UTC. */
export const ArchiveRobotDay = Type.Object({
  robotId: Id,
  serialNo: Type.String(),
  name: Type.String(),
  buildingId: Id,
  day: Type.String({ format: 'date' }),
  segments: Type.Array(ArchiveSegment),
});
export type ArchiveRobotDay = Static<typeof ArchiveRobotDay>;

/** The caller's organization's recording plan and what it uses (§9 "upload capacity shown"). */
export const ArchiveUsage = Type.Object({
  plan: Type.Unsafe<ArchivePlanName>(Type.Union(ArchivePlanNames.map((p) => Type.Literal(p)))),
  capacityBytes: Type.Integer(),
  usedBytes: Type.Integer(),
  retentionDays: Type.Integer(),
});
export type ArchiveUsage = Static<typeof ArchiveUsage>;

/**
 * A recorded minute's video as a URL a <video> loads by itself, with Range requests and without
 * the bearer token: it speaks for the caller's session until `expiresAt` (a few minutes).
 */
export const ArchiveVideoUrl = Type.Object({
  url: Type.String(),
  expiresAt: DateTime,
});
export type ArchiveVideoUrl = Static<typeof ArchiveVideoUrl>;

/** Every robot of a building with recordings on one day (archive/cloud/{buildingId}/{date}), side by side. */
export const ArchiveBuildingDay = Type.Object({
  buildingId: Id,
  day: Type.String({ format: 'date' }),
  robots: Type.Array(Type.Object({ robotId: Id, serialNo: Type.String(), name: Type.String(), segments: Type.Array(ArchiveSegment) })),
});
export type ArchiveBuildingDay = Static<typeof ArchiveBuildingDay>;

/** What a mark on a day's timeline stands for: a robot event, a report detail, or a threshold breach. */
export const ArchiveMarkKind = ['event', 'reportDetail', 'thresholdBreach'] as const;
export type ArchiveMarkKind = (typeof ArchiveMarkKind)[number];

/**
 * One thing that happened to a robot on a recorded day, placed on its timeline. `label` is the
 * event's code, the detail's label or the rule's name; `level` the notification level (events,
 * breaches) or the §4 report result (details); `message` what the robot or rule said, if anything.
 */
export const ArchiveDayMark = Type.Object({
  kind: literals(ArchiveMarkKind),
  id: Id,
  at: DateTime,
  label: Type.String(),
  level: Type.Integer(),
  message: Type.Union([Type.String(), Type.Null()]),
});
export type ArchiveDayMark = Static<typeof ArchiveDayMark>;

/** A robot's marks of one day (archive/robot/{serialNo}/{date}), in time order, at most `ArchiveLimits.maxMarks`. */
export const ArchiveDayMarks = Type.Object({
  robotId: Id,
  day: Type.String({ format: 'date' }),
  marks: Type.Array(ArchiveDayMark),
  /** More happened that day than the answer holds. */
  truncated: Type.Boolean(),
});
export type ArchiveDayMarks = Static<typeof ArchiveDayMarks>;

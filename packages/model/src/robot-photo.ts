import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from './common.js';
import { CameraId } from './business-constants.js';

// Photos a robot took on a `photo` command (docs/gateway-protocol.md, "Photos"): the robot sends the
// picture as a binary message before its ack; the server stores it and serves it to those who may
// see the robot.

/**
 * How many photos one list answer holds at most, and by default; and how many a robot keeps (the
 * spec gives no figure: a few hundred is weeks of inspection photos, and a robot photographing
 * in a loop must not fill the disk).
 */
export const RobotPhotoLimits = { listMax: 50, listDefault: 12, keepPerRobot: 300 } as const;

/** One stored photo of a robot; `url` serves its JPEG (with the bearer token, like every API call). */
export const RobotPhoto = Type.Object({
  id: Id,
  robotId: Id,
  camera: Type.Unsafe<CameraId>(Type.Union(CameraId.map((c) => Type.Literal(c)))),
  /** Capture time on the robot's clock. */
  takenAt: DateTime,
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1, description: 'bytes' }),
  url: Type.String({ description: 'path of the JPEG, under /api' }),
});
export type RobotPhoto = Static<typeof RobotPhoto>;

/** A robot's photos, newest first. */
export const RobotPhotoList = Type.Object({ photos: Type.Array(RobotPhoto) });
export type RobotPhotoList = Static<typeof RobotPhotoList>;

/** The ack `data` of a `photo` command: the robot's `camera` and `takenAt`, and the stored `photo` the server adds. */
export interface PhotoAckData {
  camera?: string;
  takenAt?: number;
  photo?: RobotPhoto;
}

/**
 * GET /api/check-items/:id/latest-photo: the newest photo, from a camera that fits the item's type,
 * of the robots in the item's building the caller may see (null when there is none yet), and the
 * name of the robot that took it.
 */
export const CheckItemLatestPhoto = Type.Object({ photo: Nullable(RobotPhoto), robotName: Nullable(Type.String()) });
export type CheckItemLatestPhoto = Static<typeof CheckItemLatestPhoto>;

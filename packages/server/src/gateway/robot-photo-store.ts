import { rm } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { CameraId, RobotPhotoLimits, type CameraFrame, type RobotPhoto } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { storeFile, storedFilePath } from '../routes/media-resources/file-store.js';
import { matchesSignature } from '../routes/media-resources/file-signature.js';
import type { StoredFile } from '../routes/media-resources/file-access.js';
import type { LiveRobot } from './live-robots.js';
import './robot-photo-tables.js';

/** Largest picture side a photo header may claim, pixels. */
const MAX_SIDE = 10_000;

type PhotoRow = { id: number; robot_id: number; camera: string; taken_at: string; width: number; height: number };

/** Why a photo a robot sent was not stored. */
export class PhotoRefused extends Error {}

/** Where a stored photo's JPEG is, to serve it. */
export interface PhotoFile {
  path: string;
  size: number;
  name: string;
}

/**
 * Robots' photos: the JPEG a robot sends for a `photo` command is stored as a file under
 * `<data>/files/` (like uploads, in the robot's organization) and listed in robot_photos.
 */
export class RobotPhotoStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Logs why a robot's photo was not stored (the ack then names no photo); answers null. */
  failed(robot: LiveRobot, error: unknown): null {
    if (error instanceof PhotoRefused) this.log.warn({ serialNo: robot.meta.serialNo, reason: error.message }, 'robot photo refused');
    else this.log.error({ serialNo: robot.meta.serialNo, err: error }, 'robot photo could not be stored');
    return null;
  }

  /** Stores a photo a robot sent; throws PhotoRefused when it is not a JPEG from a §9 camera. */
  async save(robot: LiveRobot, photo: CameraFrame): Promise<RobotPhoto> {
    const { header, jpeg } = photo;
    if (!(CameraId as readonly string[]).includes(header.camera)) throw new PhotoRefused(`unknown camera ${header.camera}`);
    if (!matchesSignature('image/jpeg', Buffer.from(jpeg.subarray(0, 3)))) throw new PhotoRefused('not a JPEG');
    for (const side of [header.width, header.height]) {
      if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) throw new PhotoRefused(`bad picture size ${header.width}x${header.height}`);
    }
    if (!Number.isFinite(header.ts)) throw new PhotoRefused('bad capture time');
    const takenAt = new Date(header.ts).toISOString();
    const file = await storeFile(this.db, this.dataDir, {
      organizationId: robot.meta.organizationId,
      uploadedBy: null,
      name: `${robot.meta.serialNo}-${header.camera}-${takenAt.replace(/[:.]/g, '-')}.jpg`,
      contentType: 'image/jpeg',
      fileType: 'image',
      bytes: jpeg,
    });
    const row = await this.db
      .insertInto('robot_photos')
      .values({ robot_id: robot.meta.id, file_id: file.id, camera: header.camera, taken_at: takenAt, width: header.width, height: header.height })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.prune(robot.meta.id);
    return toPhoto({ id: row.id, robot_id: robot.meta.id, camera: header.camera, taken_at: takenAt, width: header.width, height: header.height }, file.size);
  }

  /** A robot's photos, newest first. */
  async list(robotId: number, limit: number = RobotPhotoLimits.listDefault): Promise<RobotPhoto[]> {
    const rows = await this.db.selectFrom('robot_photos').selectAll().where('robot_id', '=', robotId).orderBy('id', 'desc').limit(limit).execute();
    const files = await this.files(rows.map((r) => r.file_id));
    return rows.map((row) => toPhoto(row, files.get(row.file_id)?.size ?? 0));
  }

  /** The JPEG of one photo of a robot; undefined when the robot has no such photo. */
  async file(robotId: number, photoId: number): Promise<PhotoFile | undefined> {
    const row = await this.db.selectFrom('robot_photos').select('file_id').where('robot_id', '=', robotId).where('id', '=', photoId).executeTakeFirst();
    const file = row ? (await this.files([row.file_id])).get(row.file_id) : undefined;
    return file ? { path: storedFilePath(this.dataDir, file.storage_key), size: file.size, name: file.name } : undefined;
  }

  /** The stored files of a robot's photos, read before the robot is deleted (its photo rows go with it). */
  async filesOf(robotId: number): Promise<StoredFile[]> {
    const rows = await this.db.selectFrom('robot_photos').select('file_id').where('robot_id', '=', robotId).execute();
    return [...(await this.files(rows.map((r) => r.file_id))).values()];
  }

  /** Removes stored files (rows and bytes) of a deleted robot's photos. */
  async removeFiles(files: readonly StoredFile[]): Promise<void> {
    if (files.length === 0) return;
    await this.loose().deleteFrom('files').where(sql.ref('id'), 'in', files.map((f) => f.id)).execute();
    await Promise.all(files.map((f) => rm(storedFilePath(this.dataDir, f.storage_key), { force: true })));
  }

  /** Removes a robot's photos beyond the newest RobotPhotoLimits.keepPerRobot, rows and files. */
  private async prune(robotId: number): Promise<void> {
    const old = await this.db
      .selectFrom('robot_photos')
      .select(['id', 'file_id'])
      .where('robot_id', '=', robotId)
      .orderBy('id', 'desc')
      .offset(RobotPhotoLimits.keepPerRobot)
      .limit(1000)
      .execute();
    if (old.length === 0) return;
    const files = await this.files(old.map((r) => r.file_id));
    await this.db.deleteFrom('robot_photos').where('id', 'in', old.map((r) => r.id)).execute();
    await this.removeFiles([...files.values()]);
  }

  private async files(ids: readonly number[]): Promise<Map<number, StoredFile>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.loose().selectFrom('files').selectAll().where(sql.ref('id'), 'in', [...ids]).execute()) as unknown as StoredFile[];
    return new Map(rows.map((f) => [f.id, f]));
  }

  // `files` belongs to the media routes, which keep it out of the typed Database; read it loosely as they do.
  private loose(): Kysely<Record<string, Record<string, unknown>>> {
    return this.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  }
}

/** The API path of a photo's JPEG. */
export function photoUrl(robotId: number, photoId: number): string {
  return `/api/robots/${robotId}/photos/${photoId}`;
}

function toPhoto(row: PhotoRow, size: number): RobotPhoto {
  return {
    id: row.id,
    robotId: row.robot_id,
    camera: row.camera as CameraId,
    takenAt: row.taken_at,
    width: row.width,
    height: row.height,
    size,
    url: photoUrl(row.robot_id, row.id),
  };
}

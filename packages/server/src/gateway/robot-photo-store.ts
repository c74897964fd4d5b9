import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { CameraId, RobotPhotoLimits, type CameraFrame, type RobotPhoto } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import type { LooseDb } from '../resources/resource-types.js';
import { storeFile } from '../storage/file-store.js';
import type { FileStorage } from '../storage/file-storage.js';
import { filesFolder, localFileStorage } from '../storage/local-file-storage.js';
import { deleteUnreferencedFiles, removeStoredBytes } from '../storage/file-removal.js';
import { matchesSignature } from '../storage/file-signature.js';
import { findFiles, type StoredFile } from '../storage/file-access.js';
import type { LiveRobot } from './live-robots.js';
import './robot-photo-tables.js';

/** Largest picture side a photo header may claim, pixels. */
const MAX_SIDE = 10_000;

// Photo rows are read this many at a time while looking for those the caller may see.
const LIST_PAGE = 100;

type PhotoRow = { id: number; robot_id: number; file_id: number; camera: string; taken_at: string; width: number; height: number };

/** Which stored files the caller may fetch (file-access.ts fileReader): photos follow the rule of their files. */
export type MayReadFile = (file: StoredFile) => boolean;

/** Why a photo a robot sent was not stored. */
export class PhotoRefused extends Error {}

/** What deleting a robot does to its photos: read their files in the delete's transaction, remove them after. */
export interface RobotPhotoRemoval {
  /** Runs in the robot delete's transaction, before the row goes (its photo rows cascade with it). */
  collect(trx: Kysely<LooseDb>): Promise<void>;
  /** After the commit: deletes the collected files nothing else uses, rows then bytes; logs failures, never throws. */
  cleanUp(): Promise<void>;
}

/**
 * Robots' photos: the JPEG a robot sends for a `photo` command is stored as a file in the file
 * storage (like uploads, in the robot's organization of the moment) and listed in
 * robot_photos. A photo is served under the rule of its file, so photos taken before a robot moved
 * to another organization stay with the organization they were taken in.
 */
export class RobotPhotoStore {
  /** `dataDir` places the local storage when no `storage` is given. */
  constructor(
    private readonly db: Kysely<Database>,
    dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly storage: FileStorage = localFileStorage(filesFolder(dataDir)),
  ) {}

  /** Logs why a robot's photo was not stored (the ack then names no photo); answers null. */
  failed(robot: LiveRobot, error: unknown): null {
    if (error instanceof PhotoRefused) this.log.warn({ serialNo: robot.meta.serialNo, reason: error.message }, 'robot photo refused');
    else this.log.error({ serialNo: robot.meta.serialNo, err: error }, 'robot photo could not be stored');
    return null;
  }

  /**
   * Stores a photo a robot sent (file and photo rows in one transaction; nothing is left when that
   * fails) and then prunes the robot's oldest; throws PhotoRefused when it is not a JPEG from a §9 camera.
   */
  async save(robot: LiveRobot, photo: CameraFrame): Promise<RobotPhoto> {
    const { header, jpeg } = photo;
    if (!(CameraId as readonly string[]).includes(header.camera)) throw new PhotoRefused(`unknown camera ${header.camera}`);
    if (!matchesSignature('image/jpeg', Buffer.from(jpeg.subarray(0, 3)))) throw new PhotoRefused('not a JPEG');
    for (const side of [header.width, header.height]) {
      if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) throw new PhotoRefused(`bad picture size ${header.width}x${header.height}`);
    }
    if (!Number.isFinite(header.ts)) throw new PhotoRefused('bad capture time');
    const takenAt = new Date(header.ts).toISOString();
    const values = { robot_id: robot.meta.id, camera: header.camera, taken_at: takenAt, width: header.width, height: header.height };
    let photoId = 0;
    const file = await storeFile(
      this.db,
      this.storage,
      {
        organizationId: robot.meta.organizationId,
        uploadedBy: null,
        name: `${robot.meta.serialNo}-${header.camera}-${takenAt.replace(/[:.]/g, '-')}.jpg`,
        contentType: 'image/jpeg',
        fileType: 'image',
        bytes: jpeg,
      },
      async (trx, stored) => {
        photoId = (await trx.insertInto('robot_photos').values({ ...values, file_id: stored.id }).returning('id').executeTakeFirstOrThrow()).id;
      },
    );
    // The photo is stored: an old one that cannot be removed now is removed by a later save.
    try {
      await this.prune(robot.meta.id);
    } catch (error) {
      this.log.error({ serialNo: robot.meta.serialNo, err: error }, 'old robot photos could not be removed');
    }
    return toPhoto({ ...values, id: photoId, file_id: file.id }, file.size);
  }

  /** A robot's photos the caller may read, newest first. */
  async list(robotId: number, mayRead: MayReadFile, limit: number = RobotPhotoLimits.listDefault): Promise<RobotPhoto[]> {
    const photos: RobotPhoto[] = [];
    let before = Number.MAX_SAFE_INTEGER;
    while (photos.length < limit) {
      const rows = await this.db.selectFrom('robot_photos').selectAll().where('robot_id', '=', robotId).where('id', '<', before).orderBy('id', 'desc').limit(LIST_PAGE).execute();
      const files = await findFiles(this.db, rows.map((r) => r.file_id));
      for (const row of rows) {
        const file = files.get(row.file_id);
        if (file && mayRead(file) && photos.length < limit) photos.push(toPhoto(row, file.size));
      }
      if (rows.length < LIST_PAGE) break;
      before = rows[rows.length - 1]?.id ?? 0;
    }
    return photos;
  }

  /** The newest photo from one of `cameras` of these robots that the caller may read; undefined when there is none. */
  async latestOf(robotIds: readonly number[], cameras: readonly string[], mayRead: MayReadFile): Promise<RobotPhoto | undefined> {
    if (robotIds.length === 0 || cameras.length === 0) return undefined;
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = await this.db
        .selectFrom('robot_photos')
        .selectAll()
        .where('robot_id', 'in', robotIds)
        .where('camera', 'in', cameras)
        .where('id', '<', before)
        .orderBy('id', 'desc')
        .limit(LIST_PAGE)
        .execute();
      const files = await findFiles(this.db, rows.map((r) => r.file_id));
      for (const row of rows) {
        const file = files.get(row.file_id);
        if (file && mayRead(file)) return toPhoto(row, file.size);
      }
      if (rows.length < LIST_PAGE) return undefined;
      before = rows[rows.length - 1]?.id ?? 0;
    }
  }

  /** The stored JPEG of one photo of a robot; undefined when the robot has no such photo or the caller may not read it. */
  async file(robotId: number, photoId: number, mayRead: MayReadFile): Promise<StoredFile | undefined> {
    const row = await this.db.selectFrom('robot_photos').select('file_id').where('robot_id', '=', robotId).where('id', '=', photoId).executeTakeFirst();
    const file = row ? (await findFiles(this.db, [row.file_id])).get(row.file_id) : undefined;
    return file && mayRead(file) ? file : undefined;
  }

  /** The removal of a robot's photos' files around the robot's delete (see RobotPhotoRemoval). */
  removalOf(robotId: number): RobotPhotoRemoval {
    let fileIds: number[] = [];
    return {
      collect: async (trx) => {
        const rows = await (trx as unknown as Kysely<Database>).selectFrom('robot_photos').select('file_id').where('robot_id', '=', robotId).execute();
        fileIds = rows.map((r) => r.file_id);
      },
      cleanUp: async () => {
        try {
          await this.removeFiles(fileIds);
        } catch (error) {
          this.log.error({ robotId, err: error }, "a deleted robot's photo files could not be removed");
        }
      },
    };
  }

  /** Removes a robot's photos beyond the newest RobotPhotoLimits.keepPerRobot, rows and files. */
  private async prune(robotId: number): Promise<void> {
    const removed = await this.db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('robot_photos')
        .select(['id', 'file_id'])
        .where('robot_id', '=', robotId)
        .orderBy('id', 'desc')
        .offset(RobotPhotoLimits.keepPerRobot)
        .limit(1000)
        .execute();
      if (old.length === 0) return [];
      await trx.deleteFrom('robot_photos').where('id', 'in', old.map((r) => r.id)).execute();
      return deleteUnreferencedFiles(trx, old.map((r) => r.file_id));
    });
    await removeStoredBytes(this.storage, removed);
  }

  /** Deletes files rows nothing references any more (in one transaction), then their bytes. */
  private async removeFiles(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const removed = await this.db.transaction().execute((trx) => deleteUnreferencedFiles(trx, ids));
    await removeStoredBytes(this.storage, removed);
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

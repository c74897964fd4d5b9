import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { RobotPhotoLimits } from '@fleetdeck/model';
import { filesFolder } from '../storage/local-file-storage.js';
import type { StoredFile } from '../storage/file-access.js';
import { looseDb } from '../resources/resource-context.js';
import { openFleetTestDatabase, type FleetTestDatabase } from './fleet-test-database.js';
import { PhotoRefused, RobotPhotoStore } from './robot-photo-store.js';

let fixture: FleetTestDatabase;
const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const anyone = () => true;

beforeEach(async () => {
  vi.clearAllMocks();
  fixture = await openFleetTestDatabase();
});
afterEach(async () => {
  await fixture.close();
});

// The JPEG signature is all the store checks of the bytes.
const jpeg = (n: number) => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, n & 0xff, (n >> 8) & 0xff]);
const frame = (n: number) => ({ header: { camera: 'v1', ts: 1_700_000_000_000 + n, frameSeq: n, width: 160, height: 120, photoSeq: n }, jpeg: jpeg(n) });

const storedBytes = async () => (await readdir(filesFolder(fixture.dir)).catch(() => [])).length;
const count = async (table: string) => (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(fixture.db)).rows[0]?.n;
const fileIdOf = async (photoId: number) => (await fixture.db.selectFrom('robot_photos').select('file_id').where('id', '=', photoId).executeTakeFirstOrThrow()).file_id;

describe('RobotPhotoStore', () => {
  it(`keeps a robot's newest ${RobotPhotoLimits.keepPerRobot} photos and removes older ones with their files`, async () => {
    const store = new RobotPhotoStore(fixture.db, fixture.dir, log);
    const robot = await fixture.addRobot('R-PHOTO');
    const other = await fixture.addRobot('R-OTHER');
    await store.save(other, frame(0));
    const taken = [];
    for (let n = 1; n <= RobotPhotoLimits.keepPerRobot + 2; n++) taken.push(await store.save(robot, frame(n)));

    const kept = await fixture.db.selectFrom('robot_photos').select('id').where('robot_id', '=', robot.meta.id).orderBy('id').execute();
    expect(kept).toHaveLength(RobotPhotoLimits.keepPerRobot);
    expect(kept[0]?.id).toBe(taken[2]?.id);
    expect(await store.file(robot.meta.id, taken[0]!.id, anyone)).toBeUndefined();
    expect(await store.file(robot.meta.id, taken.at(-1)!.id, anyone)).toBeDefined();
    // Another robot's photos are not its to prune; one file per kept photo is left on disk.
    expect(await store.list(other.meta.id, anyone)).toHaveLength(1);
    expect(await storedBytes()).toBe(RobotPhotoLimits.keepPerRobot + 1);
    expect(await count('files')).toBe(RobotPhotoLimits.keepPerRobot + 1);
  });

  it('refuses a picture that is not a JPEG or comes from an unknown camera, and logs why', async () => {
    const store = new RobotPhotoStore(fixture.db, fixture.dir, log);
    const robot = await fixture.addRobot('R-BAD');
    await expect(store.save(robot, { ...frame(1), jpeg: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]) })).rejects.toBeInstanceOf(PhotoRefused);
    await expect(store.save(robot, { ...frame(2), header: { ...frame(2).header, camera: 'x9' } })).rejects.toBeInstanceOf(PhotoRefused);
    expect(store.failed(robot, new PhotoRefused('not a JPEG'))).toBeNull();
    expect(log.warn).toHaveBeenCalledWith({ serialNo: 'R-BAD', reason: 'not a JPEG' }, 'robot photo refused');
    expect(await store.list(robot.meta.id, anyone)).toEqual([]);
  });

  it('leaves no file row or bytes behind when the photo row cannot be written (its robot was deleted)', async () => {
    const store = new RobotPhotoStore(fixture.db, fixture.dir, log);
    const robot = await fixture.addRobot('R-GONE');
    await fixture.db.deleteFrom('robots').where('id', '=', robot.meta.id).execute();
    await expect(store.save(robot, frame(1))).rejects.toThrow(/FOREIGN KEY/);
    expect(await count('files')).toBe(0);
    expect(await storedBytes()).toBe(0);
  });

  it('stores the new photo and keeps rows and files together when pruning fails part way', async () => {
    const store = new RobotPhotoStore(fixture.db, fixture.dir, log);
    const robot = await fixture.addRobot('R-PRUNE');
    for (let n = 1; n <= RobotPhotoLimits.keepPerRobot; n++) await store.save(robot, frame(n));
    // The photo rows go first, then the files: a failure on the files must take the photo rows' delete back.
    await sql`CREATE TRIGGER keep_files BEFORE DELETE ON files BEGIN SELECT RAISE(ABORT, 'files are kept'); END`.execute(fixture.db);

    const newest = await store.save(robot, frame(9999));
    expect(newest.takenAt).toBe(new Date(1_700_000_000_000 + 9999).toISOString());
    expect((await store.list(robot.meta.id, anyone, 1))[0]).toEqual(newest);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ serialNo: 'R-PRUNE' }), 'old robot photos could not be removed');
    // Nothing half-removed: every file row is a photo's, and every one has its bytes.
    expect(await count('robot_photos')).toBe(RobotPhotoLimits.keepPerRobot + 1);
    expect(await count('files')).toBe(RobotPhotoLimits.keepPerRobot + 1);
    expect(await storedBytes()).toBe(RobotPhotoLimits.keepPerRobot + 1);

    // The next save prunes what the failed one could not.
    await sql`DROP TRIGGER keep_files`.execute(fixture.db);
    await store.save(robot, frame(10_000));
    expect(await count('robot_photos')).toBe(RobotPhotoLimits.keepPerRobot);
    expect(await count('files')).toBe(RobotPhotoLimits.keepPerRobot);
    expect(await storedBytes()).toBe(RobotPhotoLimits.keepPerRobot);
  });

  it('lists and serves only photos whose files the caller may read, newest first, across pages', async () => {
    const store = new RobotPhotoStore(fixture.db, fixture.dir, log);
    const robot = await fixture.addRobot('R-READ');
    const taken = [];
    for (let n = 1; n <= 130; n++) taken.push(await store.save(robot, frame(n)));
    // Only the three oldest are readable: finding them takes more than one page of rows.
    const readable = new Set(await Promise.all(taken.slice(0, 3).map((p) => fileIdOf(p.id))));
    const mayRead = (file: StoredFile) => readable.has(file.id);
    expect((await store.list(robot.meta.id, mayRead, 12)).map((p) => p.id)).toEqual([taken[2]!.id, taken[1]!.id, taken[0]!.id]);
    expect((await store.list(robot.meta.id, mayRead, 2)).map((p) => p.id)).toEqual([taken[2]!.id, taken[1]!.id]);
    expect(await store.file(robot.meta.id, taken[0]!.id, mayRead)).toMatchObject({ content_type: 'image/jpeg', size: 6 });
    expect(await store.file(robot.meta.id, taken[3]!.id, mayRead)).toBeUndefined();
  });

  it("removes a deleted robot's photo files, except one something else still uses, including a photo stored just before the delete", async () => {
    const store = new RobotPhotoStore(fixture.db, fixture.dir, log);
    const robot = await fixture.addRobot('R-DEL');
    const shared = await store.save(robot, frame(1));
    const own = await store.save(robot, frame(2));
    const sharedFile = await fileIdOf(shared.id);
    await sql`INSERT INTO media_resources (organization_id, name, file_type, file_id) VALUES (${fixture.organizationId}, 'Poster', 'image', ${sharedFile})`.execute(fixture.db);

    const removal = store.removalOf(robot.meta.id);
    // Stored after the removal was set up but before the delete: its file is read with the delete, not missed.
    await store.save(robot, frame(3));
    await fixture.db.transaction().execute(async (trx) => {
      await removal.collect(looseDb(trx));
      await trx.deleteFrom('robots').where('id', '=', robot.meta.id).execute();
    });
    await removal.cleanUp();

    expect(log.error).not.toHaveBeenCalled();
    expect(await count('robot_photos')).toBe(0);
    expect(await fileIdOf(own.id).catch(() => 'gone')).toBe('gone');
    const files = await sql<{ id: number }>`SELECT id FROM files`.execute(fixture.db);
    expect(files.rows.map((f) => f.id)).toEqual([sharedFile]);
    expect(await storedBytes()).toBe(1);
  });
});

import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { RobotPhotoLimits } from '@fleetdeck/model';
import { filesFolder } from '../routes/media-resources/file-store.js';
import { openFleetTestDatabase, type FleetTestDatabase } from './fleet-test-database.js';
import { PhotoRefused, RobotPhotoStore } from './robot-photo-store.js';

let fixture: FleetTestDatabase;
const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

beforeEach(async () => {
  fixture = await openFleetTestDatabase();
});
afterEach(async () => {
  await fixture.close();
});

// The JPEG signature is all the store checks of the bytes.
const jpeg = (n: number) => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, n & 0xff, (n >> 8) & 0xff]);
const frame = (n: number) => ({ header: { camera: 'v1', ts: 1_700_000_000_000 + n, frameSeq: n, width: 160, height: 120, photoSeq: n }, jpeg: jpeg(n) });

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
    expect(await store.file(robot.meta.id, taken[0]!.id)).toBeUndefined();
    expect(await store.file(robot.meta.id, taken.at(-1)!.id)).toBeDefined();
    // Another robot's photos are not its to prune; one file per kept photo is left on disk.
    expect(await store.list(other.meta.id)).toHaveLength(1);
    expect(await readdir(filesFolder(fixture.dir))).toHaveLength(RobotPhotoLimits.keepPerRobot + 1);
  });

  it('refuses a picture that is not a JPEG or comes from an unknown camera, and logs why', async () => {
    const store = new RobotPhotoStore(fixture.db, fixture.dir, log);
    const robot = await fixture.addRobot('R-BAD');
    await expect(store.save(robot, { ...frame(1), jpeg: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]) })).rejects.toBeInstanceOf(PhotoRefused);
    await expect(store.save(robot, { ...frame(2), header: { ...frame(2).header, camera: 'x9' } })).rejects.toBeInstanceOf(PhotoRefused);
    expect(store.failed(robot, new PhotoRefused('not a JPEG'))).toBeNull();
    expect(log.warn).toHaveBeenCalledWith({ serialNo: 'R-BAD', reason: 'not a JPEG' }, 'robot photo refused');
    expect(await store.list(robot.meta.id)).toEqual([]);
  });
});

import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFleetTestDatabase, type FleetTestDatabase } from '../gateway/fleet-test-database.js';
import { deleteUnreferencedFiles, removeStoredBytes } from './file-removal.js';
import { storeFile } from './file-store.js';
import { filesFolder, localFileStorage } from './local-file-storage.js';

let fixture: FleetTestDatabase;

beforeEach(async () => {
  fixture = await openFleetTestDatabase();
});
afterEach(async () => {
  await fixture.close();
});

const storage = () => localFileStorage(filesFolder(fixture.dir));
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47]);
const store = (name: string) =>
  storeFile(fixture.db, storage(), { organizationId: fixture.organizationId, uploadedBy: null, name, contentType: 'image/png', fileType: 'image', bytes: png });

describe('deleteUnreferencedFiles', () => {
  it('deletes only files no other row references, whatever table references them', async () => {
    const [loose, poster, attachment] = [await store('loose.png'), await store('poster.png'), await store('attachment.png')];
    await sql`INSERT INTO media_resources (organization_id, name, file_type, file_id) VALUES (${fixture.organizationId}, 'Poster', 'image', ${poster.id})`.execute(fixture.db);
    const group = await sql<{ id: number }>`INSERT INTO knowledge_groups (organization_id, building_id, name) VALUES (${fixture.organizationId}, ${fixture.buildingId}, 'FAQ') RETURNING id`.execute(fixture.db);
    // ON DELETE SET NULL would not refuse the delete: the answer would silently lose its attachment.
    await sql`INSERT INTO knowledge_qas (group_id, position, question, answer, attachment_file_id) VALUES (${group.rows[0]?.id}, 0, 'Q', 'A', ${attachment.id})`.execute(fixture.db);

    const removed = await deleteUnreferencedFiles(fixture.db, [loose.id, poster.id, attachment.id]);
    expect(removed.map((f) => f.id)).toEqual([loose.id]);
    const left = await sql<{ id: number }>`SELECT id FROM files ORDER BY id`.execute(fixture.db);
    expect(left.rows.map((r) => r.id)).toEqual([poster.id, attachment.id]);
    const qa = await sql<{ attachment: number | null }>`SELECT attachment_file_id AS attachment FROM knowledge_qas`.execute(fixture.db);
    expect(qa.rows).toEqual([{ attachment: attachment.id }]);

    await removeStoredBytes(storage(), removed);
    expect(await readdir(filesFolder(fixture.dir))).toEqual(expect.not.arrayContaining([loose.storage_key]));
    expect(await readdir(filesFolder(fixture.dir))).toHaveLength(2);
  });

  it('removes every file it can and then reports those it could not', async () => {
    const [one, two] = [await store('one.png'), await store('two.png')];
    // A folder where a file's bytes should be: rm without `recursive` refuses it.
    await mkdir(join(filesFolder(fixture.dir), 'blocked', 'inner'), { recursive: true });
    await expect(removeStoredBytes(storage(), [{ ...two, storage_key: 'blocked' }, one])).rejects.toThrow('1 stored file(s) could not be removed');
    expect((await readdir(filesFolder(fixture.dir))).sort()).toEqual(['blocked', two.storage_key].sort());
  });
});

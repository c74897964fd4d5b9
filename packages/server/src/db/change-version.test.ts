import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeVersion, exactChangeVersion, migrateToLatest, openDatabase } from './open-database.js';
import { openSqlClient, type SqlClient } from './sql-client.js';
import type { Store } from './store.js';
import { parseStoreLocation } from './store-location.js';

let dir: string;
let store: Store;
let other: SqlClient;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fleetdeck-changes-'));
  const location = parseStoreLocation(undefined, dir, dir);
  store = openDatabase(location);
  await migrateToLatest(store.db);
  other = openSqlClient(location.kind === 'sqlite' ? location.file : location.url);
});
afterEach(async () => {
  await other.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const addKey = (db: Store['db'], value: string) => db.insertInto('keys').values({ type: 1, value }).execute();

describe('change version', () => {
  it('moves with every write this process commits, and not with reads or rolled back writes', async () => {
    const before = await changeVersion(store.db);
    await store.db.selectFrom('keys').selectAll().execute();
    expect(await changeVersion(store.db)).toBe(before);
    await addKey(store.db, 'a');
    const afterWrite = await changeVersion(store.db);
    expect(afterWrite).not.toBe(before);
    await expect(
      store.db.transaction().execute(async (trx) => {
        await addKey(trx, 'b');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await changeVersion(store.db)).toBe(afterWrite);
    await store.db.transaction().execute((trx) => addKey(trx, 'c'));
    expect(await changeVersion(store.db)).not.toBe(afterWrite);
  });

  it('moves for the batch writer, and for another connection once asked exactly', async () => {
    const before = await exactChangeVersion(store.db);
    const writer = store.openBatchWriter();
    await addKey(writer.db, 'batch');
    await writer.close();
    const afterBatch = await exactChangeVersion(store.db);
    expect(afterBatch).not.toBe(before);
    await other.run('INSERT INTO keys (type, value) VALUES (?, ?)', [1, 'elsewhere']);
    expect(await exactChangeVersion(store.db)).not.toBe(afterBatch);
  });
});

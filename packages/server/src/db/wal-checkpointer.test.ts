import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWalCheckpointer } from './wal-checkpointer.js';

let dir = '';

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('WAL checkpointer', () => {
  it('copies committed pages into the database file from its worker while the writer never checkpoints', async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleetdeck-wal-'));
    const file = join(dir, 'store.sqlite');
    const writer = new SQLite(file);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)');
    const errors: string[] = [];
    const checkpointer = startWalCheckpointer(file, (message) => errors.push(message));
    try {
      const before = (await stat(file)).size;
      const insert = writer.prepare('INSERT INTO t (body) VALUES (?)');
      writer.transaction(() => {
        for (let i = 0; i < 2_000; i++) insert.run('x'.repeat(500));
      })();
      // Only the WAL has the rows until a checkpoint copies them into the file.
      expect((await stat(file)).size).toBe(before);
      await vi.waitFor(async () => expect((await stat(file)).size).toBeGreaterThan(before + 1_000_000), { timeout: 10_000, interval: 100 });
      expect(errors).toEqual([]);
    } finally {
      await checkpointer.stop();
      writer.close();
    }
  });
});

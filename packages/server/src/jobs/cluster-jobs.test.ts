import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/open-database.js';
import { parseStoreLocation } from '../db/store-location.js';
import type { Store } from '../db/store.js';
import { clusterJobs } from './cluster-jobs.js';

const log = pino({ level: 'silent' });

interface TestStores {
  /** Two handles on one database, as two server processes would hold. */
  open(): Promise<[Store, Store]>;
  cleanup(): Promise<void>;
}

function sqliteStores(): TestStores {
  let dir = '';
  return {
    async open() {
      dir = await mkdtemp(join(tmpdir(), 'fleetdeck-jobs-'));
      const location = parseStoreLocation(undefined, dir, dir);
      const first = openDatabase(location);
      await migrateToLatest(first.db);
      // SQLite is served by one process: both "processes" share the store, as one process's jobs do.
      return [first, first];
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

function postgresStores(maintenanceUrl: string): TestStores {
  const name = `fleetdeck_jobs_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: maintenanceUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    async open() {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(maintenanceUrl);
      url.pathname = `/${name}`;
      const location = parseStoreLocation(url.href, '/tmp', '/tmp');
      const first = openDatabase(location);
      await migrateToLatest(first.db);
      return [first, openDatabase(location)];
    },
    cleanup: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const postgresUrl = process.env.FLEETDECK_TEST_POSTGRES_URL;
const kinds: [string, () => TestStores][] = [['SQLite', sqliteStores]];
// PostgreSQL runs where the test script started a cluster (scripts/postgres.sh).
if (postgresUrl) kinds.push(['PostgreSQL', () => postgresStores(postgresUrl)]);

describe.each(kinds)('cluster jobs on %s', (_kind, make) => {
  let stores: TestStores;
  let opened: Store[] = [];

  async function open(): Promise<[Store, Store]> {
    stores = make();
    const pair = await stores.open();
    opened = [...new Set(pair)];
    return pair;
  }

  afterEach(async () => {
    for (const store of opened) await store.close();
    await stores.cleanup();
  });

  it('runs an exclusive task in one process while the other is refused at once', async () => {
    const [a, b] = await open();
    const jobsA = clusterJobs(a, log);
    const jobsB = clusterJobs(b, log);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = jobsA.runExclusive('sweep', async () => {
      started();
      await held;
    });
    await running;
    expect(await jobsB.runExclusive('sweep', () => Promise.resolve())).toBe(false);
    // Another name is another lock.
    expect(await jobsB.runExclusive('other', () => Promise.resolve())).toBe(true);
    release();
    expect(await first).toBe(true);
    expect(await jobsB.runExclusive('sweep', () => Promise.resolve())).toBe(true);
    await jobsA.close();
    await jobsB.close();
  });

  it('lets the lock go when the task fails', async () => {
    const [a] = await open();
    const jobs = clusterJobs(a, log);
    await expect(jobs.runExclusive('failing', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await jobs.runExclusive('failing', () => Promise.resolve())).toBe(true);
    await jobs.close();
  });

  it('runs a periodic job once per period across two processes', async () => {
    const [a, b] = await open();
    const period = 300;
    const runs: number[] = [];
    const task = (who: number) => async () => {
      runs.push(who);
    };
    const jobsA = clusterJobs(a, log);
    const jobsB = clusterJobs(b, log);
    const started = Date.now();
    jobsA.every('tick', period, task(1), { checkMs: 20 });
    jobsB.every('tick', period, task(2), { checkMs: 20 });
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), { timeout: 5000, interval: 20 });
    await jobsA.close();
    await jobsB.close();
    const elapsed = Date.now() - started;
    // The first run is due a period after registration; then one per period, whoever checks first.
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / period));
  });
});

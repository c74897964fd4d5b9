import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, demo, DEMO_PASSWORD, onPostgres, removeDir, runCli, startTestServer, type TestServer } from './harness/index.js';
import { openSyncSql } from './harness/sync-sql.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fleetdeck-cli-'));
  dirs.push(dir);
  return dir;
}

describe('fleetdeck CLI', () => {
  it('refuses a DATABASE_URL of a store it does not support with a clear message and exit code 1', async () => {
    const data = await tempDir();
    const result = await runCli(['serve', '--port', '0', '--data', data], { DATABASE_URL: 'mysql://user@localhost/fleetdeck' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/DATABASE_URL scheme "mysql:" is not supported; use postgres:\/\/user:password@host:port\/database, sqlite:<path> or a file path/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('accepts a sqlite: DATABASE_URL and migrates, then seeds only once', async () => {
    const data = await tempDir();
    const file = join(data, 'elsewhere', 'db.sqlite');
    const migrate = await runCli(['migrate', '--data', data], { DATABASE_URL: `sqlite:${file}` });
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain('0001-core');
    expect(existsSync(file)).toBe(true);
    const seed = await runCli(['seed', '--demo', '--data', data], { DATABASE_URL: `sqlite:${file}` });
    expect(seed.code).toBe(0);
    expect(seed.stdout).toContain('Demo data seeded');
    const again = await runCli(['seed', '--demo', '--data', data], { DATABASE_URL: `sqlite:${file}` });
    expect(again.stdout).toContain('nothing changed');
  });

  it.runIf(onPostgres)('accepts a postgres DATABASE_URL and migrates, then seeds only once', async () => {
    const data = await tempDir();
    const database = createTestDatabase(data);
    try {
      const migrate = await runCli(['migrate', '--data', data], database.env);
      expect(migrate.code).toBe(0);
      expect(migrate.stdout).toContain('0001-core');
      expect(existsSync(join(data, 'fleetdeck.sqlite'))).toBe(false);
      const seed = await runCli(['seed', '--demo', '--data', data], database.env);
      expect(seed.code).toBe(0);
      expect(seed.stdout).toContain('Demo data seeded');
      const again = await runCli(['seed', '--demo', '--data', data], database.env);
      expect(again.stdout).toContain('nothing changed');
    } finally {
      await database.drop();
    }
  });

  it('refuses an unknown command', async () => {
    const result = await runCli(['frobnicate']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown command "frobnicate"');
  });
});

describe('fleetdeck serve', () => {
  it('prints URL, data folder and demo accounts, and writes mail to the outbox without SMTP_URL', async () => {
    const server = await startTestServer({ smtp: false });
    try {
      const out = server.output();
      expect(out).toMatch(/Fleetdeck console: http:\/\/localhost:\d+/);
      expect(out).toContain(`Data folder: ${server.dataDir}`);
      expect(out).toContain(`password ${DEMO_PASSWORD}`);
      for (const loginId of Object.values(demo)) expect(out).toContain(loginId);

      const res = await server.api('POST', '/api/operators/login', { loginId: demo.operatorMfa, loginPw: DEMO_PASSWORD });
      expect(res.status).toBe(202);
      const outbox = join(server.dataDir, 'outbox');
      const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = await readFile(join(outbox, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: operator-mfa@fleetdeck\.example/m);
      expect(eml).toMatch(/verification code: \d{6}/);
      expect(server.output()).toMatch(/mail to operator-mfa@fleetdeck\.example: "Fleetdeck verification code: \d{6}"/);
    } finally {
      await server.stop();
    }
  });

  it.runIf(onPostgres)('warns at start when the PostgreSQL database does not sort text by code point, and not otherwise', async () => {
    const plain = await startTestServer({ smtp: false, sim: 0 });
    try {
      expect(plain.output()).not.toContain('collation');
    } finally {
      await plain.stop();
    }
    // A database sorting by ICU's English rules: lists would order unlike SQLite's.
    const admin = openSyncSql(process.env.FLEETDECK_TEST_POSTGRES_URL!);
    const name = `fleetdeck_icu_${process.pid}_${Date.now()}`;
    admin.run(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C'`);
    const url = new URL(process.env.FLEETDECK_TEST_POSTGRES_URL!);
    url.pathname = `/${name}`;
    const icu = await startTestServer({ smtp: false, sim: 0, env: { DATABASE_URL: url.href } });
    try {
      expect(icu.output()).toMatch(/warning: the PostgreSQL database's collation is "ICU en-US": lists sort text by its rules, not by code point as on SQLite/);
    } finally {
      await icu.stop();
      admin.run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  });

  it('loses no acknowledged write when killed with SIGKILL during a burst of writes', async () => {
    const server = await startTestServer({ smtp: false });
    try {
      const token = await server.login(demo.manager);
      const acknowledged = new Set<string>();
      let thirtyAcknowledged: () => void = () => {};
      const thirty = new Promise<void>((resolve) => (thirtyAcknowledged = resolve));
      let stop = false;
      const writer = async (worker: number) => {
        for (let i = 0; !stop; i++) {
          const name = `W${worker}n${i}`;
          try {
            const res = await server.api('PATCH', '/api/my/profile', { firstName: name }, token);
            if (res.status === 200) acknowledged.add(name);
            if (acknowledged.size >= 30) thirtyAcknowledged();
          } catch {
            return; // the connection died with the process: this write was never acknowledged
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, w) => writer(w));
      await thirty;
      await server.kill();
      stop = true;
      await Promise.all(writers);
      await server.restart();
      const rows = server.sql.all("SELECT detail FROM audit_logs WHERE action = 'update-profile'") as Array<{ detail: string }>;
      const stored = new Set(rows.map((r) => (JSON.parse(r.detail) as { changes: { firstName: string } }).changes.firstName));
      const lost = [...acknowledged].filter((name) => !stored.has(name));
      expect(lost).toEqual([]);
      const last = await server.api<{ firstName: string }>('GET', '/api/my/profile', undefined, await server.login(demo.manager));
      expect(last.body.firstName).toMatch(/^W\d+n\d+$/);
      expect(server.output()).not.toContain('demo data seeded');
    } finally {
      await server.stop();
    }
  });
});

describe('fleetdeck serve and its simulated fleet', () => {
  const DEMO_FLEET = 14;

  async function robotsOnline(server: TestServer, expected: number): Promise<number> {
    const token = await server.login(demo.system);
    const deadline = Date.now() + 30_000;
    let online = -1;
    while (Date.now() < deadline) {
      const res = await server.api<{ robotsOnline: number }>('GET', '/api/system/gateway-metrics', undefined, token);
      online = res.body.robotsOnline;
      if (online === expected) return online;
      await new Promise((r) => setTimeout(r, 300));
    }
    return online;
  }

  // The fleet starts once the server listens, just after it prints its address.
  async function printed(server: TestServer, text: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    while (!server.output().includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    return server.output();
  }

  async function serials(server: TestServer): Promise<string[]> {
    const token = await server.login(demo.system);
    const res = await server.api<Array<{ serialNo: string }>>('GET', `/api/robots?filter=${encodeURIComponent(JSON.stringify({ limit: 1000 }))}`, undefined, token);
    return res.body.map((r) => r.serialNo).sort();
  }

  async function credentialsFile(server: TestServer): Promise<{ mode: number; serials: string[] }> {
    const file = join(server.dataDir, 'demo-robot-credentials.json');
    const entries = JSON.parse(await readFile(file, 'utf8')) as Array<{ serialNo: string; credential: string }>;
    for (const entry of entries) expect(entry.credential).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    return { mode: (await stat(file)).mode & 0o777, serials: entries.map((e) => e.serialNo).sort() };
  }

  it('starts the demo fleet without --sim: every demo robot registered and online', async () => {
    const server = await startTestServer({ smtp: false, sim: null });
    try {
      expect(await printed(server, 'Simulated robots:')).toContain(`Simulated robots: ${DEMO_FLEET} `);
      const registered = await serials(server);
      expect(registered).toHaveLength(DEMO_FLEET);
      expect(registered.some((s) => s.startsWith('SIM-'))).toBe(false);
      expect(await robotsOnline(server, DEMO_FLEET)).toBe(DEMO_FLEET);
      const file = await credentialsFile(server);
      expect(file.mode).toBe(0o600);
      expect(file.serials).toEqual(registered);
    } finally {
      await server.stop();
    }
  });

  it('adds SIM-nnnnn robots past the demo fleet with --sim N, all online, their credentials kept 0600', async () => {
    const server = await startTestServer({ smtp: false, sim: DEMO_FLEET + 3 });
    try {
      expect(await printed(server, 'Simulated robots:')).toContain(`Simulated robots: ${DEMO_FLEET + 3} `);
      const registered = await serials(server);
      expect(registered).toHaveLength(DEMO_FLEET + 3);
      expect(registered.filter((s) => s.startsWith('SIM-'))).toEqual(['SIM-00001', 'SIM-00002', 'SIM-00003']);
      expect(await robotsOnline(server, DEMO_FLEET + 3)).toBe(DEMO_FLEET + 3);
      const file = await credentialsFile(server);
      expect(file.mode).toBe(0o600);
      expect(file.serials).toEqual(registered);
    } finally {
      await server.stop();
    }
  });
});

import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, removeDir, runCli, startTestServer } from './harness/index.js';

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
  it('refuses a postgres DATABASE_URL with a clear message and exit code 1', async () => {
    const data = await tempDir();
    const result = await runCli(['serve', '--port', '0', '--data', data], { DATABASE_URL: 'postgres://user@localhost/fleetdeck' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/DATABASE_URL scheme "postgres:" is not supported/);
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

  it('loses no acknowledged write when killed with SIGKILL during a burst of writes', async () => {
    const server = await startTestServer({ smtp: false });
    try {
      const token = await server.login(demo.manager);
      const acknowledged = new Set<string>();
      let stop = false;
      const writer = async (worker: number) => {
        for (let i = 0; !stop; i++) {
          const name = `W${worker}n${i}`;
          try {
            const res = await server.api('PATCH', '/api/my/profile', { firstName: name }, token);
            if (res.status === 200) acknowledged.add(name);
          } catch {
            return; // the connection died with the process: this write was never acknowledged
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, w) => writer(w));
      while (acknowledged.size < 30) await new Promise((r) => setTimeout(r, 20));
      await server.kill();
      stop = true;
      await Promise.all(writers);
      await server.restart();
      const rows = server
        .db()
        .prepare("SELECT detail FROM audit_logs WHERE action = 'update-profile'")
        .all() as Array<{ detail: string }>;
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

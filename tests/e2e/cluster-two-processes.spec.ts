// Issue 17: two `fleetdeck serve` processes on one PostgreSQL database and one NATS server. An
// operator signed in on process A opens the teleop page of a simulated robot connected to process
// B only, sees its camera and state live, and drives it through the hop between the processes.
// Runs where PostgreSQL and NATS are up (FLEETDECK_TEST_POSTGRES_URL and FLEETDECK_TEST_NATS_URL,
// set by scripts/postgres.sh and scripts/nats.sh); skipped elsewhere.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openSyncSql } from '../api/harness/sync-sql.js';
import { demo, DEMO_PASSWORD, expect, login, test, type TestServer } from './fixtures/test.js';
import { removeDataDir, startServerProcess, type RunningServer } from './fixtures/serverProcess.js';
import { holdUntilMoving } from './teleop-driving.js';
import { registerTestRobot, startSimulator } from './teleop-robots.js';

const postgresUrl = process.env.FLEETDECK_TEST_POSTGRES_URL;
const natsUrl = process.env.FLEETDECK_TEST_NATS_URL;

interface Cluster {
  a: TestServer;
  b: TestServer;
}

/** A cluster process as the robot helpers take it: address, data folder and API sign-in. */
function clusterServer(server: RunningServer): TestServer {
  const refused = () => Promise.reject(new Error('not offered by a cluster process in this test'));
  return {
    url: server.url,
    dataDir: server.dataDir,
    get sql(): never {
      throw new Error('server.sql is not offered by a cluster process in this test');
    },
    writeCustom: refused,
    restart: refused,
    async apiLogin(email, password = DEMO_PASSWORD) {
      const response = await fetch(`${server.url}/api/operators/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: email, loginPw: password }),
      });
      const body = (await response.json()) as { token?: string };
      if (!response.ok || !body.token) throw new Error(`login ${email} answered ${response.status}`);
      return body.token;
    },
  };
}

const clusterTest = test.extend<object, { cluster: Cluster }>({
  cluster: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const admin = openSyncSql(postgresUrl!);
      const name = `fleetdeck_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
      admin.run(`CREATE DATABASE ${name}`);
      const database = new URL(postgresUrl!);
      database.pathname = `/${name}`;
      const env = { DATABASE_URL: database.href, NATS_URL: natsUrl! };
      const started: RunningServer[] = [];
      try {
        // One after the other: the first migrates and seeds the database, the second finds it ready.
        started.push(await startServerProcess({ env }));
        started.push(await startServerProcess({ env }));
        await use({ a: clusterServer(started[0]!), b: clusterServer(started[1]!) });
      } finally {
        for (const server of started.reverse()) {
          await server.stop();
          await removeDataDir(server.dataDir);
        }
        admin.run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // The pages open on process A (and no single-process server of the other specs is started).
  baseURL: async ({ cluster }, use) => {
    await use(cluster.a.url);
  },
});

/** Reads the pose shown in the status bar as numbers. */
async function pose(page: Page): Promise<{ x: number; y: number }> {
  const text = (await page.getByTestId('status-pose').textContent()) ?? '';
  const match = /x (-?[\d.]+) m, y (-?[\d.]+) m/.exec(text);
  if (!match) throw new Error(`no pose in "${text}"`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

clusterTest.skip(!postgresUrl || !natsUrl, 'needs PostgreSQL and NATS: FLEETDECK_TEST_POSTGRES_URL and FLEETDECK_TEST_NATS_URL (scripts/postgres.sh, scripts/nats.sh)');

clusterTest('an operator on process A sees a robot connected to process B live and drives it', async ({ page, cluster }) => {
  clusterTest.setTimeout(120_000);
  const robot = await registerTestRobot(cluster.a, 'Cluster robot');
  const sim = await startSimulator(cluster.b, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/3/${robot.serialNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Teleoperation: Cluster robot' })).toBeVisible();
    // Frames and state of the robot on B reach the browser on A.
    await expect(page.getByRole('img', { name: 'Camera view of Cluster robot' })).toBeVisible({ timeout: 20_000 });
    const before = await pose(page);
    // Driving commands go from A to B and the robot moves; released, it stops.
    await holdUntilMoving(page, 'KeyW', /^0\.50 m\/s/);
    await expect.poll(async () => {
      const now = await pose(page);
      return Math.hypot(now.x - before.x, now.y - before.y);
    }, { timeout: 5_000 }).toBeGreaterThan(0.3);
    await page.keyboard.up('KeyW');
    await expect(page.getByTestId('status-velocity')).toHaveText(/^0\.00 m\/s, 0\.00 rad\/s$/);
  } finally {
    sim.stop();
  }
});

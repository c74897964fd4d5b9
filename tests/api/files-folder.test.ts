// Issue 17: uploaded files live behind the file-storage interface, and the processes of a cluster
// share one folder for them (`--files`, `FLEETDECK_FILES`) while each keeps its own data folder.
// Two servers on one database (PostgreSQL in the PostgreSQL run, one SQLite file otherwise): a file
// uploaded through one is served by the other from the shared folder.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, removeDir, startTestServer, type TestServer } from './harness/index.js';

// A 1x1 PNG whose bytes really are a PNG.
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');

let shared: string;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  shared = await mkdtemp(join(tmpdir(), 'fleetdeck-shared-files-'));
  first = await startTestServer({ smtp: false, sim: 0, args: ['--files', shared] });
  // Another data folder, the same database, and the shared folder named by the environment instead.
  second = await startTestServer({ smtp: false, sim: 0, env: { DATABASE_URL: first.databaseUrl, FLEETDECK_FILES: shared } });
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await removeDir(shared);
});

describe('the files folder', () => {
  it('keeps an upload in the folder --files names, not in the data folder, and another server on it serves the file', async () => {
    const token = await first.login(demo.orgAdmin);
    const before = await readdir(shared);
    const ownBefore = await readdir(join(first.dataDir, 'files')).catch(() => []);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lobby.png');
    const uploaded = await fetch(`${first.url}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };
    expect((await readdir(shared)).filter((name) => !before.includes(name))).toHaveLength(1);
    expect(await readdir(join(first.dataDir, 'files')).catch(() => [])).toEqual(ownBefore);

    const got = await fetch(`${second.url}/api/files/${id}`, { headers: { authorization: `Bearer ${await second.login(demo.operator)}` } });
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
  });
});

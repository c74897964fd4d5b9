// Issue 22, item 1: the plugin-author packages are ready to publish (versioned together, no
// workspace: ranges, exports and bins present, licence and README), and a running console serves
// them under /sdk/ to anyone, so an author with no registry can scaffold and install from it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startTestServer, type TestServer } from './harness/index.js';

const run = promisify(execFile);
const packedDir = join(repoRoot, 'dist', 'console-sdk');
const names = ['@fleetdeck/model', '@fleetdeck/sdk', '@fleetdeck/plugin-tools', '@fleetdeck/create-plugin'];

interface Index {
  version: string;
  packages: Record<string, string>;
}
interface PackageJson {
  name: string;
  version: string;
  license?: string;
  bin?: Record<string, string>;
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

let server: TestServer;
let work: string;
beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  work = await mkdtemp(join(tmpdir(), 'fleetdeck-publish-'));
});
afterAll(async () => {
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

async function index(): Promise<Index> {
  return JSON.parse(await readFile(join(packedDir, 'index.json'), 'utf8')) as Index;
}

describe('the packed plugin-author packages', () => {
  it('are versioned together and each is ready to publish', async () => {
    const { version, packages } = await index();
    expect(Object.keys(packages).sort()).toEqual([...names].sort());
    for (const name of names) {
      const folder = join(work, name.replace('/', '+'));
      await run('mkdir', ['-p', folder]);
      await run('tar', ['xzf', join(packedDir, packages[name]!), '-C', folder]);
      const root = join(folder, 'package');
      const text = await readFile(join(root, 'package.json'), 'utf8');
      const pkg = JSON.parse(text) as PackageJson;
      expect(pkg.name).toBe(name);
      expect(pkg.version, name).toBe(version);
      expect(text, `${name} keeps a workspace: range`).not.toContain('workspace:');
      for (const [dep, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
        if (dep.startsWith('@fleetdeck/')) expect(range, `${name} → ${dep}`).toBe(version);
      }
      expect(pkg.license, name).toBeTruthy();
      expect(existsSync(join(root, 'README.md')), `${name} README.md`).toBe(true);
      const targets = Object.values(pkg.exports ?? {}).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)));
      for (const target of [...targets, ...Object.values(pkg.bin ?? {})]) {
        expect(existsSync(join(root, target)), `${name}: ${target} is in the tarball`).toBe(true);
      }
      // From a clean folder, as a release would: npm checks the tarball without contacting the registry.
      const { stdout, stderr } = await run('npm', ['publish', '--dry-run', join(packedDir, packages[name]!)], { cwd: work });
      expect(`${stdout}${stderr}`).toContain(`${name}@${version}`);
    }
  }, 120_000);
});

describe('/sdk/ on a running console', () => {
  it('lists the packages to anyone, at /sdk/ and /sdk/index.json', async () => {
    const listed = await server.api<Index>('GET', '/sdk/index.json');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(await index());
    expect((await server.api<Index>('GET', '/sdk/')).body).toEqual(listed.body);
  });

  it('sends each tarball by its file name and by a stable short name', async () => {
    const { packages } = await index();
    for (const [name, file] of Object.entries(packages)) {
      const onDisk = await readFile(join(packedDir, file));
      for (const path of [`/sdk/${file}`, `/sdk/${name.replace('@fleetdeck/', '')}.tgz`]) {
        const answer = await fetch(`${server.url}${path}`);
        expect(answer.status, path).toBe(200);
        expect(Buffer.from(await answer.arrayBuffer()).equals(onDisk), path).toBe(true);
      }
    }
  });

  it('answers 404 NOT_FOUND for a file it does not list', async () => {
    const answer = await server.api<{ error: { code: string } }>('GET', '/sdk/left-pad-1.0.0.tgz');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
  });
});

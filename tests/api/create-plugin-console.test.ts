// Issue 22, item 1, the registry-less path as the guide gives it: from a clean folder, run the
// scaffolder a running console serves (npx <console>/sdk/create-plugin.tgz … --console <console>),
// then npm install and build. The Fleetdeck packages come from the console; the rest from npm.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmInstall, run } from '../bench/create-plugin-project.js';
import { startTestServer, type TestServer } from './harness/index.js';

let server: TestServer;
let work: string;
beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  work = await mkdtemp(join(tmpdir(), 'fleetdeck-console-scaffold-'));
});
afterAll(async () => {
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('create-plugin --console', () => {
  // npm install of a fresh project dominates: about a minute on a quiet two-core machine, more under load.
  it('scaffolds from the console, installs its packages from it, and builds', async () => {
    await run('npx', ['-y', `${server.url}/sdk/create-plugin.tgz`, 'console-view', '--id', 'console-view', '--name', 'Console view', '--console', server.url, '--yes'], work);
    const project = join(work, 'console-view');
    const pkg = JSON.parse(await readFile(join(project, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; overrides: Record<string, string> };
    expect(pkg.devDependencies['@fleetdeck/sdk']).toMatch(new RegExp(`^${server.url}/sdk/fleetdeck-sdk-[\\d.]+\\.tgz$`));
    expect(pkg.overrides['@fleetdeck/model']).toMatch(new RegExp(`^${server.url}/sdk/fleetdeck-model-[\\d.]+\\.tgz$`));

    await npmInstall(project);
    expect(await run('npm', ['run', 'build'], project)).toContain('built console-view@0.1.0');
    expect(await run('npm', ['run', 'validate'], project)).toContain('plugin.json is valid');
  }, 420_000);
});

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsolePackagesError, consolePackages, installFromConsole } from './consolePackages.js';

const index = {
  version: '0.1.0',
  packages: {
    '@fleetdeck/model': 'fleetdeck-model-0.1.0.tgz',
    '@fleetdeck/sdk': 'fleetdeck-sdk-0.1.0.tgz',
    '@fleetdeck/plugin-tools': 'fleetdeck-plugin-tools-0.1.0.tgz',
    '@fleetdeck/create-plugin': 'fleetdeck-create-plugin-0.1.0.tgz',
  },
};

function answering(body: unknown, status = 200): typeof fetch {
  return (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
}

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('consolePackages', () => {
  it("reads the console's /sdk/index.json into absolute tarball addresses", async () => {
    const seen: string[] = [];
    const fetchImpl = (async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify(index));
    }) as unknown as typeof fetch;
    expect(await consolePackages('http://console.local:8080/some/page', fetchImpl)).toEqual({
      '@fleetdeck/sdk': 'http://console.local:8080/sdk/fleetdeck-sdk-0.1.0.tgz',
      '@fleetdeck/model': 'http://console.local:8080/sdk/fleetdeck-model-0.1.0.tgz',
      '@fleetdeck/plugin-tools': 'http://console.local:8080/sdk/fleetdeck-plugin-tools-0.1.0.tgz',
    });
    expect(seen).toEqual(['http://console.local:8080/sdk/index.json']);
  });

  it('says which address failed and why', async () => {
    await expect(consolePackages('http://c.local', answering({}, 404))).rejects.toThrow(new ConsolePackagesError('http://c.local/sdk/index.json', 'HTTP 404'));
    await expect(consolePackages('http://c.local', answering({ version: '0.1.0', packages: {} }))).rejects.toThrow(/lists no @fleetdeck\/sdk, @fleetdeck\/model, @fleetdeck\/plugin-tools/);
  });
});

describe('installFromConsole', () => {
  it('points the SDK, the plugin tools and the model at the tarballs', async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleetdeck-console-packages-'));
    await writeFile(join(dir, 'package.json'), JSON.stringify({ devDependencies: { '@fleetdeck/sdk': '^0.1.0', '@fleetdeck/plugin-tools': '^0.1.0', react: '^19.0.0' } }));
    await installFromConsole(dir, await consolePackages('http://c.local', answering(index)));
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(pkg.devDependencies).toEqual({
      '@fleetdeck/sdk': 'http://c.local/sdk/fleetdeck-sdk-0.1.0.tgz',
      '@fleetdeck/plugin-tools': 'http://c.local/sdk/fleetdeck-plugin-tools-0.1.0.tgz',
      react: '^19.0.0',
    });
    expect(pkg.overrides).toEqual({ '@fleetdeck/sdk': 'http://c.local/sdk/fleetdeck-sdk-0.1.0.tgz', '@fleetdeck/model': 'http://c.local/sdk/fleetdeck-model-0.1.0.tgz' });
  });
});

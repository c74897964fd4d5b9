import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SDK_VERSION } from '@fleetdeck/sdk/plugin-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlugins, offeredPlugins } from './plugin-index.js';

const manifest = (id: string, sdk: string) => ({ id, name: id, version: '1.0.0', sdk, entry: 'index.js', routes: [{ id: 'main', path: `/${id}`, access: 'any' }] });

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'plugin-index-'));
  const plugins: Array<[string, string]> = [['fits', `^${SDK_VERSION}`], ['too-new', '^99.0.0']];
  for (const [id, sdk] of plugins) {
    await mkdir(join(root, 'extra', id), { recursive: true });
    await writeFile(join(root, 'extra', id, 'plugin.json'), JSON.stringify(manifest(id, sdk)));
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('installed plugins and the SDK range', () => {
  it('finds both, marking which ones this SDK fits', async () => {
    const installed = await findPlugins(join(root, 'none'), [join(root, 'extra')]);
    expect([...installed.values()].map(({ id, sdk, compatible }) => ({ id, sdk, compatible }))).toEqual([
      { id: 'fits', sdk: `^${SDK_VERSION}`, compatible: true },
      { id: 'too-new', sdk: '^99.0.0', compatible: false },
    ]);
  });

  it('offers browsers only the compatible ones and says why the others are left out', async () => {
    const refused: string[] = [];
    const offered = offeredPlugins(await findPlugins(join(root, 'none'), [join(root, 'extra')]), (_plugin, message) => refused.push(message));
    expect([...offered.keys()]).toEqual(['fits']);
    expect(refused).toEqual([`plugin "too-new" left out: it needs @fleetdeck/sdk ^99.0.0 and this console's SDK is ${SDK_VERSION}`]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPlugin } from '@fleetdeck/plugin-tools';
import { buildDevManifest, type BuiltPluginJson, type CustomViewEntry, type DevManifest } from './devManifest.js';
import { createDevHttpServer } from './devHttpServer.js';
import { devConsoleUrl } from './devConsoleUrl.js';
import { EventHub } from './eventHub.js';
import { startRebuildLoop, type BuildOutcome } from './rebuildLoop.js';

const root = process.cwd();
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5300' },
    console: { type: 'string', default: process.env.FLEETDECK_URL ?? 'http://localhost:8080' },
  },
});
const port = Number(values.port);
// 127.0.0.1 rather than localhost: one address, and browsers treat it as a secure context.
const origin = `http://127.0.0.1:${port}`;
const distDir = join(root, 'dist');
const customViewFile = join(root, 'custom-view.json');
const japanese = (process.env.LC_ALL || process.env.LANG || '').toLowerCase().startsWith('ja');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
let manifest: DevManifest | null = null;

const hub = new EventHub();
const server = createDevHttpServer({ distDir, hub, origin, manifest: () => manifest });

function onBuilt(outcome: BuildOutcome): void {
  if (!outcome.ok) {
    process.stderr.write(`${japanese ? 'ビルド失敗' : 'build failed'} (${outcome.ms} ms): ${outcome.message}\n`);
    hub.broadcast('error', { message: outcome.message });
    return;
  }
  try {
    manifest = buildDevManifest({
      origin,
      buildId: outcome.buildId,
      pluginJson: readJson<BuiltPluginJson>(join(distDir, 'plugin.json')),
      customView: existsSync(customViewFile) ? readJson<CustomViewEntry>(customViewFile) : null,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    hub.broadcast('error', { message: (error as Error).message });
    return;
  }
  process.stdout.write(`${japanese ? 'ビルド完了' : 'built'} ${outcome.buildId} (${outcome.ms} ms, ${hub.size} ${japanese ? 'ブラウザー' : 'browser(s)'})\n`);
  hub.broadcast('change', { buildId: outcome.buildId });
}

const loop = startRebuildLoop({
  watches: [
    { path: join(root, 'src'), recursive: true },
    { path: root, recursive: false, files: ['plugin.json', 'custom-view.json'] },
  ],
  build: () => buildPlugin({ dir: root, dev: true }).then(() => undefined),
  onBuilt,
});

server.listen(port, '127.0.0.1', () => {
  void loop.firstBuild.then(() => {
    const open = devConsoleUrl(values.console, origin, manifest);
    process.stdout.write(
      japanese
        ? `開発サーバー: ${origin}\nコンソールで開く (開発環境またはシステム管理者のみ有効): ${open}\n`
        : `dev server: ${origin}\nopen in the console (works in a local/dev console or for a system admin): ${open}\n`,
    );
  });
});

const stop = () => {
  loop.close();
  hub.close();
  server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

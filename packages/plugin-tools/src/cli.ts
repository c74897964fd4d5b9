import path from 'node:path';
import { buildPlugin } from './buildPlugin.js';
import { precompressDir } from './precompress.js';
import { PluginToolError } from './readManifest.js';
import { validatePlugin } from './validatePlugin.js';

const usage = `Usage: fleetdeck-plugin <command>

Commands:
  build [--watch] [--dev]
                    bundle src/index.ts(x) into dist/ (System.register, brotli and gzip copies) and write dist/plugin.json;
                    --dev: one file per module, React development mode and Fast Refresh (for a dev server, not for installing)
  validate [--console <url>]
                    check plugin.json, custom-view.json and dist/ against the installed SDK (and a running console's)
  compress <dir>    write brotli and gzip copies beside each text file under <dir> they make smaller`;

function fail(error: unknown): never {
  if (error instanceof PluginToolError) {
    for (const message of error.messages) console.error(`✖ ${message}`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'validate') {
    const at = rest.indexOf('--console');
    const consoleUrl = at >= 0 ? rest[at + 1] : undefined;
    if (at >= 0 && !consoleUrl) throw new PluginToolError(['--console: give the address of a running console, e.g. --console http://localhost:8080']);
    const { manifest, sdkVersion, consoleSdkVersion } = await validatePlugin(process.cwd(), { consoleUrl });
    console.log(`✔ ${manifest.id}@${manifest.version}: plugin.json is valid for @fleetdeck/sdk ${sdkVersion}`);
    if (consoleSdkVersion) console.log(`✔ and for the console at ${consoleUrl} (@fleetdeck/sdk ${consoleSdkVersion})`);
    return;
  }
  if (command === 'build') {
    const watch = rest.includes('--watch');
    const { manifest } = await buildPlugin({
      watch,
      dev: rest.includes('--dev'),
      onBuild: (built) => console.log(`✔ built ${built.id}@${built.version} → dist/${built.entry} (${built.integrity})`),
      onError: (error) => console.error(`✖ ${error.message}`),
    });
    if (!watch) console.log(`  routes: ${manifest.routes.map((r) => r.path).join(', ') || '(none)'}`);
    return;
  }
  if (command === 'compress' && rest[0]) {
    const { compressed, bytes } = await precompressDir(path.resolve(rest[0]));
    const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
    console.log(`✔ compressed ${compressed.length} files: ${kib(bytes.original)} → brotli ${kib(bytes.brotli)}, gzip ${kib(bytes.gzip)}`);
    return;
  }
  console.log(usage);
  if (command !== undefined && command !== '--help' && command !== '-h') process.exit(1);
}

main(process.argv.slice(2)).catch(fail);

import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The scaffold pins @fleetdeck/sdk and @fleetdeck/plugin-tools to the versions built beside it;
// reading them here keeps create-plugin free of runtime dependencies on unpublished packages.
function versionOf(packageJsonPath: string): string {
  const parsed = JSON.parse(readFileSync(new URL(packageJsonPath, import.meta.url), 'utf8')) as { version: string };
  return parsed.version;
}

export default defineConfig({
  entry: {
    cli: 'src/cli.ts',
    // Copied into every scaffolded project as .fleetdeck/dev-server.js: one self-contained file.
    'dev-server': 'src/devServer/main.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: false,
  splitting: false,
  external: ['@fleetdeck/plugin-tools'],
  define: {
    __SDK_VERSION__: JSON.stringify(versionOf('../sdk/package.json')),
    __PLUGIN_TOOLS_VERSION__: JSON.stringify(versionOf('../plugin-tools/package.json')),
  },
});

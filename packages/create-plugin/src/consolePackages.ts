import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The Fleetdeck packages a project installs, by name, as tarball addresses on a console. */
export type ConsolePackages = Record<string, string>;

/** What a console answers at /sdk/index.json. */
interface ConsoleSdkIndex {
  version: string;
  packages: Record<string, string>;
}

/** A console that does not serve its packages (unreachable, or not a Fleetdeck console). */
export class ConsolePackagesError extends Error {
  constructor(readonly url: string, reason: string) {
    super(`${url}: ${reason}`);
    this.name = 'ConsolePackagesError';
  }
}

/**
 * Reads the tarballs a running console serves under /sdk/ (its own SDK, model and plugin tools,
 * packed by its build), as absolute addresses npm installs from.
 */
export async function consolePackages(consoleUrl: string, fetchImpl: typeof fetch = fetch): Promise<ConsolePackages> {
  const indexUrl = new URL('/sdk/index.json', consoleUrl).href;
  let answer: Response;
  try {
    answer = await fetchImpl(indexUrl);
  } catch (error) {
    throw new ConsolePackagesError(indexUrl, (error as Error).message);
  }
  if (!answer.ok) throw new ConsolePackagesError(indexUrl, `HTTP ${answer.status}`);
  const index = (await answer.json()) as ConsoleSdkIndex;
  const needed = ['@fleetdeck/sdk', '@fleetdeck/model', '@fleetdeck/plugin-tools'];
  const missing = needed.filter((name) => !index.packages?.[name]);
  if (missing.length > 0) throw new ConsolePackagesError(indexUrl, `lists no ${missing.join(', ')}`);
  return Object.fromEntries(needed.map((name) => [name, new URL(index.packages[name]!, indexUrl).href]));
}

/**
 * Points a scaffolded project's Fleetdeck dependencies at a console's tarballs: the SDK and the
 * plugin tools directly, and (through overrides) the model the SDK depends on, so `npm install`
 * needs no registry for them. Everything else still comes from the npm registry.
 */
export async function installFromConsole(projectDir: string, packages: ConsolePackages): Promise<void> {
  const file = join(projectDir, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as { devDependencies: Record<string, string>; overrides?: Record<string, string> };
  const sdk = packages['@fleetdeck/sdk']!;
  const model = packages['@fleetdeck/model']!;
  pkg.devDependencies['@fleetdeck/sdk'] = sdk;
  pkg.devDependencies['@fleetdeck/plugin-tools'] = packages['@fleetdeck/plugin-tools']!;
  pkg.overrides = { ...pkg.overrides, '@fleetdeck/sdk': sdk, '@fleetdeck/model': model };
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

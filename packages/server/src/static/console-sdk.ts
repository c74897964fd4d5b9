import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { NO_CACHE, REVALIDATE } from './cache-policy.js';

/** dist/console-sdk/index.json, written by create-plugin's build beside the tarballs it packs. */
interface ConsoleSdkIndex {
  version: string;
  packages: Record<string, string>;
}

const NOT_PACKED = "This console's SDK packages are not packed (create-plugin's build packs them)";

/** `@fleetdeck/create-plugin` → `create-plugin.tgz`: a stable address for the guide's commands. */
function shortName(packageName: string): string {
  return `${packageName.replace(/^@[^/]+\//, '')}.tgz`;
}

/**
 * Serves the console's own plugin-author packages (model, sdk, plugin-tools, create-plugin),
 * packed at build time, so an author with no registry scaffolds and installs from the console:
 * `/sdk/index.json` (also `/sdk/`) lists them, `/sdk/<tarball>` and `/sdk/<name>.tgz` send one.
 * Public, like the console's other static files: the packages hold nothing the console's own
 * scripts do not.
 */
export function registerConsoleSdk(app: FastifyInstance, dir: string): void {
  // Read on each request: a rebuild replaces the tarballs without a restart, and authors ask rarely.
  const readIndex = async (): Promise<ConsoleSdkIndex> => {
    const text = await readFile(`${dir}/index.json`, 'utf8').catch(() => undefined);
    if (!text) throw new ApiError('NOT_FOUND', NOT_PACKED);
    return JSON.parse(text) as ConsoleSdkIndex;
  };
  const sendIndex = async (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(JSON.stringify(await readIndex()));
  const options = { config: { access: 'consoleFiles.read' }, schema: { hide: true } } as const;
  app.get('/sdk/', options, sendIndex);
  app.get('/sdk/index.json', options, sendIndex);
  app.get<{ Params: { file: string } }>('/sdk/:file', { ...options, compress: false }, async (request, reply) => {
    const { packages } = await readIndex();
    const wanted = request.params.file;
    const file = Object.values(packages).find((name) => name === wanted) ?? Object.entries(packages).find(([name]) => shortName(name) === wanted)?.[1];
    if (!file) throw new ApiError('NOT_FOUND', `No such package: ${wanted}`);
    return reply.header('cache-control', NO_CACHE).sendFile(file, dir, REVALIDATE);
  });
}

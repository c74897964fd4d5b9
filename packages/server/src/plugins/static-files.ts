import { stat, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverPackageDir } from '../config.js';
import { ApiError } from '../errors/api-error.js';
import { CACHE_FOR_A_YEAR, isHashedPluginFile, NO_CACHE, REVALIDATE } from '../static/cache-policy.js';
import { defaultManifest } from '../static/default-manifest.js';
import { registerConsoleSdk } from '../static/console-sdk.js';
import { bodyEtag, etagMatches } from '../static/etag.js';
import { findPlugins, offeredPlugins, publicManifest, type InstalledPlugin } from '../static/plugin-index.js';
import { hostSplitParts } from '../static/host-split-parts.js';
import { resolveSharedParts, type PluginManifest } from '@fleetdeck/sdk/plugin-schema';
import { notBuiltPage } from '../static/not-built-page.js';
import { DEV_CONSOLE_DIR, wantsDevelopmentConsole } from '../static/development-console.js';
import { consoleHtml, preferredEncoding } from '../static/console-html.js';
import { firstPage } from '../static/first-screen.js';
import { SIGNED_IN_HINT_COOKIE } from '@fleetdeck/model';

const STARTED_AT = new Date(Math.floor(Date.now() / 1000) * 1000);

function notModifiedSince(header: string | undefined, modified: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** Sends a JSON body with a weak ETag and `no-cache`, or 304 when the browser's copy is current. */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  const etag = bodyEtag(body);
  reply.header('etag', etag).header('cache-control', NO_CACHE);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Serves plugins, customization files and the host app with history-routing fallback. Each file
 * with a `.br` or `.gz` copy beside it (the host's and plugins' builds write them) is sent
 * compressed to a browser that accepts it; content-hashed files are cached for a year, the rest
 * revalidated (static/cache-policy.ts).
 */
export async function setupStaticFiles(app: FastifyInstance): Promise<void> {
  const packagesDir = resolve(serverPackageDir, '..');
  const hostDist = join(packagesDir, 'host', 'dist');
  const customDir = join(app.config.dataDir, 'custom');
  // Every sendFile names its own root; this root only satisfies the plugin (host dist may not exist yet).
  await app.register(fastifyStatic, { root: serverPackageDir, serve: false, preCompressed: true });

  // The plugin index is read anew on every /plugins/index.json (a plugin dropped into a folder
  // appears without a restart); a rejected plugin.json is logged once per distinct problem.
  // A plugin whose SDK range this console does not meet is refused the same way, logged once per range.
  const reported = new Set<string>();
  const once = (key: string, log: () => void) => {
    if (reported.has(key)) return;
    reported.add(key);
    log();
  };
  const scan = async () =>
    offeredPlugins(
      await findPlugins(join(packagesDir, 'plugins'), app.config.pluginDirs, (dir, errors) =>
        once(`${dir}\n${errors.join('\n')}`, () => app.log.warn({ dir, errors }, 'plugin left out: its plugin.json is not valid')),
      ),
      (plugin, message) => once(`${plugin.dir}\n${plugin.sdk}`, () => app.log.warn({ dir: plugin.dir, plugin: plugin.id, sdk: plugin.sdk }, message)),
    );
  // Plugin files are served from the last scan: scanning (every folder, every plugin.json checked
  // against its schema) per file made each bundle wait on it, and under a sign-in flood the sign-in
  // plugin's p99 went past 600 ms. A plugin id the last scan did not know triggers one fresh scan.
  let lastScan: Promise<Map<string, InstalledPlugin>> | undefined;
  const installed = () => {
    const current = scan();
    lastScan = current;
    current.catch(() => (lastScan = undefined));
    return current;
  };
  const installedPlugin = async (id: string) => (await (lastScan ?? installed())).get(id) ?? (await installed()).get(id);

  // Revalidated on every load: it names each plugin's current hashed entry and its integrity.
  app.get('/plugins/index.json', { config: { access: 'consoleFiles.read' }, schema: { hide: true } }, async (request, reply) => {
    const plugins = await installed();
    return sendRevalidated(request, reply, JSON.stringify([...plugins.values()].map(publicManifest)));
  });

  // Which of the console's files hold the shared-module names each file of the plugin imports, for
  // the console build the browser runs (its entry script, `entry`): the browser then fetches those
  // parts without the split modules' maps. 404 for another build; the browser uses the maps then.
  app.get<{ Params: { id: string }; Querystring: { entry?: unknown } }>(
    '/plugins/:id/~shared-parts.json',
    { config: { access: 'consoleFiles.read' }, schema: { hide: true } },
    async (request, reply) => {
      const plugin = await installedPlugin(request.params.id);
      if (!plugin) throw new ApiError('NOT_FOUND', 'No such plugin');
      const host = await hostSplitParts(hostDist, request.query.entry);
      if (!host) throw new ApiError('NOT_FOUND', 'No shared parts for this console build: the console loads them from its own maps');
      const manifest = plugin.manifest as Pick<PluginManifest, 'sharedImports' | 'chunks'>;
      return sendRevalidated(request, reply, JSON.stringify(resolveSharedParts(host, manifest)));
    },
  );

  // Files are sent as they are on disk (or their pre-compressed copies): never compressed again on the fly.
  app.get<{ Params: { id: string; '*': string } }>('/plugins/:id/*', { config: { access: 'consoleFiles.read' }, schema: { hide: true }, compress: false }, async (request, reply) => {
    const plugin = await installedPlugin(request.params.id);
    if (!plugin) throw new ApiError('NOT_FOUND', 'No such plugin');
    const file = request.params['*'];
    if (isHashedPluginFile(plugin.manifest, file)) return reply.sendFile(file, plugin.dir, CACHE_FOR_A_YEAR);
    return reply.header('cache-control', NO_CACHE).sendFile(file, plugin.dir, REVALIDATE);
  });

  // Conditional by If-Modified-Since (as the console asks, spec §8) and by ETag.
  app.get('/custom/manifest.json', { config: { access: 'consoleFiles.read' }, schema: { hide: true } }, async (request, reply) => {
    const file = join(customDir, 'manifest.json');
    const info = await stat(file).catch(() => undefined);
    const modified = info ? info.mtime : STARTED_AT;
    reply.header('last-modified', modified.toUTCString());
    // An If-None-Match, when sent, decides alone (RFC 9110 §13.1.3).
    if (!request.headers['if-none-match'] && notModifiedSince(request.headers['if-modified-since'], modified)) {
      return reply.header('cache-control', NO_CACHE).status(304).send();
    }
    return sendRevalidated(request, reply, info ? await readFile(file, 'utf8') : JSON.stringify(defaultManifest));
  });

  // The packages plugin authors install, packed by the repository's build (dist/console-sdk at its root).
  registerConsoleSdk(app, join(packagesDir, '..', 'dist', 'console-sdk'));

  // A browser with a plugin dev server open asks for the console's development build (React's
  // development mode, which React Fast Refresh needs); everyone else gets the production build.
  const sendConsole = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'cookie');
    if (wantsDevelopmentConsole(request.cookies) && existsSync(join(hostDist, DEV_CONSOLE_DIR, 'index.html'))) {
      return reply.header('cache-control', NO_CACHE).sendFile('index.html', join(hostDist, DEV_CONSOLE_DIR), REVALIDATE);
    }
    // The HTML names the files of the page the browser will draw first (static/first-screen.ts).
    const path = request.url.split('?')[0] ?? '/';
    const plugins = await (lastScan ?? installed()).catch(() => new Map<string, InstalledPlugin>());
    const page = firstPage(plugins.values(), path, request.cookies?.[SIGNED_IN_HINT_COOKIE] === '1');
    const html = await consoleHtml(hostDist, page);
    if (!html) return reply.type('text/html; charset=utf-8').send(notBuiltPage);
    reply.header('cache-control', NO_CACHE).header('vary', 'cookie, accept-encoding').header('etag', html.etag);
    if (etagMatches(request.headers['if-none-match'], html.etag)) return reply.status(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoding ? html[encoding] : html.body);
  };

  // /custom/* holds both the customization files and the custom views' history routes
  // (/custom/<path>), so a GET that names no file gets the console, like any other route.
  const customFile = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const relative = request.params['*'];
    const file = resolve(customDir, relative);
    const isFile = file.startsWith(customDir + sep) && (await stat(file).catch(() => undefined))?.isFile();
    if (isFile) return reply.header('cache-control', NO_CACHE).sendFile(relative, customDir, REVALIDATE);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml || !extname(relative)) return sendConsole(request, reply);
    throw new ApiError('NOT_FOUND', 'Not found');
  };
  // Custom files are sent as they are (or a .br/.gz copy placed beside them), never compressed on the fly.
  app.get<{ Params: { '*': string } }>('/custom/*', { config: { access: 'consoleFiles.read' }, schema: { hide: true }, compress: false }, customFile);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.method === 'GET' && !path.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/plugins/') && !path.startsWith('/custom/') && !path.startsWith('/sdk/')) {
      if (extname(path) && existsSync(join(hostDist, path))) {
        // Vite names everything under /assets/ (and the development build's /dev/assets/) by its content hash.
        if (path.startsWith('/assets/') || path.startsWith(`/${DEV_CONSOLE_DIR}/assets/`)) return reply.sendFile(path, hostDist, CACHE_FOR_A_YEAR);
        return reply.header('cache-control', NO_CACHE).sendFile(path, hostDist, REVALIDATE);
      }
      if (wantsHtml || !extname(path)) return sendConsole(request, reply);
    }
    throw new ApiError('NOT_FOUND', 'The requested URL was not found');
  });
}

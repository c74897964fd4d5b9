import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { HOME_SCREEN, LOGIN_SCREEN } from '@fleetdeck/model';
import { resolveSharedParts, routeForPath, type HostSplitParts, type PluginManifest, type PluginRouteManifest } from '@fleetdeck/sdk/plugin-schema';
import type { InstalledPlugin } from './plugin-index.js';

// Issue 16. Without these announcements a first screen loads in steps: the HTML names only the
// entry script; once it has run, the console asks for the plugin index; then the page's plugin;
// then its chunks and the console's parts it uses. Over HTTP/1.1 (six connections, each request a
// round trip) robot/control took 5.1 s to its first robot card on a 150 ms, 1.6 Mbps link, most
// of it waiting; with its files named in the HTML they are fetched while the entry script still
// downloads: 4.2 s (tests/bench/first-screen.ts prints the figures).

/** What a <link> in the page's head announces: a fetch the console makes, a module, or a plugin script. */
export type Preload = { as: 'fetch'; href: string } | { as: 'module'; href: string } | { as: 'script'; href: string; integrity?: string };

/** The plugin page a browser draws first for a path, and whether it sits in the signed-in chrome. */
export interface FirstPage {
  plugin: InstalledPlugin;
  route: PluginRouteManifest;
}

const manifestOf = (plugin: InstalledPlugin) => plugin.manifest as unknown as PluginManifest;

/**
 * The page the console will draw for `path`: the route a plugin opens there; '/' is the home page
 * or the sign-in page; a page in the signed-in chrome asked for without a session (by the
 * SIGNED_IN_HINT_COOKIE) is the sign-in page, where the console sends such a browser.
 */
export function firstPage(plugins: Iterable<InstalledPlugin>, path: string, signedIn: boolean): FirstPage | undefined {
  const candidates = [...plugins].map((plugin) => ({ plugin, routes: manifestOf(plugin).routes }));
  const open = (target: string) => {
    const found = routeForPath(candidates, target);
    return found ? { plugin: found.manifest.plugin, route: found.route } : undefined;
  };
  const page = open(path === '/' ? (signedIn ? HOME_SCREEN : LOGIN_SCREEN) : path);
  if (page && !signedIn && (page.route.layout ?? 'shell') === 'shell') return open(LOGIN_SCREEN);
  return page;
}

// `System.register([...deps], ...)`: a plugin file's static dependencies, first thing in the file.
const REGISTER_DEPENDENCIES = /^\s*(?:\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*System\.register\(\s*(\[[^\]]*\])/;

// Read again only when a file changes (hashed files never do; a hand-written entry may).
const dependencyCache = new Map<string, { mtimeMs: number; size: number; dependencies: string[] }>();

/** The plugin files `file` imports statically (paths relative to the plugin's folder). */
async function staticDependencies(dir: string, file: string): Promise<string[]> {
  const path = join(dir, file);
  const info = await stat(path).catch(() => undefined);
  if (!info) return [];
  const cached = dependencyCache.get(path);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.dependencies;
  const source = await readFile(path, 'utf8').catch(() => '');
  let listed: unknown = [];
  try {
    listed = JSON.parse(REGISTER_DEPENDENCIES.exec(source)?.[1] ?? '[]');
  } catch {
    // Not a System.register file the console can read ahead: it is loaded as the page asks for it.
  }
  const dependencies = (Array.isArray(listed) ? listed : [])
    .filter((dependency): dependency is string => typeof dependency === 'string' && dependency.startsWith('./'))
    .map((dependency) => posix.join(posix.dirname(file), dependency));
  dependencyCache.set(path, { mtimeMs: info.mtimeMs, size: info.size, dependencies });
  return dependencies;
}

const relative = (file: string) => file.replace(/^\.\//, '');

/** A plugin's entry and every file it imports statically: what it runs before drawing any page. */
export async function pluginStartFiles(plugin: InstalledPlugin): Promise<string[]> {
  const entry = manifestOf(plugin).entry;
  if (typeof entry !== 'string' || /^(\/|[a-z]+:)/i.test(entry)) return [];
  const files: string[] = [];
  const stack = [relative(entry)];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (files.includes(file)) continue;
    files.push(file);
    stack.push(...(await staticDependencies(plugin.dir, file)));
  }
  return files;
}

/** What to announce for `page`: the plugin index, the plugin's start files, the console's files its first screen loads, and their shared parts. */
export async function firstScreenPreloads(page: FirstPage | undefined, host: HostSplitParts | null): Promise<Preload[]> {
  const preloads: Preload[] = [{ as: 'fetch', href: '/plugins/index.json' }];
  if (!page) return preloads;
  const { plugin, route } = page;
  const manifest = manifestOf(plugin);
  const base = `/plugins/${encodeURIComponent(plugin.id)}/`;
  const files = await pluginStartFiles(plugin);
  if (host) preloads.push({ as: 'fetch', href: `${base}~shared-parts.json?entry=${encodeURIComponent(`${host.base}${host.entry}`)}` });
  const integrity = (file: string) => (file === relative(manifest.entry) ? manifest.integrity : manifest.chunks?.[file]?.integrity);
  for (const file of files) preloads.push({ as: 'script', href: `${base}${file}`, integrity: integrity(file) });
  if (!host) return preloads;
  const consoleFiles = [...(host.firstScreen?.pluginPage ?? []), ...((route.layout ?? 'shell') === 'shell' ? (host.firstScreen?.shell ?? []) : [])];
  for (const file of consoleFiles) preloads.push({ as: 'module', href: `${host.base}${file}` });
  const parts = resolveSharedParts(host, manifest);
  // A single-file plugin's names are its top-level list (scope ''); a split one's, each file's own.
  const scopes = manifest.chunks ? files.map((file) => parts.scopes[file]) : [parts.scopes['']];
  for (const scope of scopes) {
    for (const shared of Object.values(scope ?? {})) for (const index of shared.load) preloads.push({ as: 'module', href: parts.files[index]! });
  }
  const named = new Set<string>();
  return preloads.filter((preload) => !named.has(preload.href) && named.add(preload.href));
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The <link> elements for `preloads`, one per line; `crossorigin` where the console's own request is CORS-mode (fetch, modules). */
export function preloadLinks(preloads: readonly Preload[]): string {
  return preloads
    .map((preload) => {
      const href = attribute(preload.href);
      if (preload.as === 'fetch') return `<link rel="preload" href="${href}" as="fetch" crossorigin>`;
      // Low: the console's parts come after the entry script, which draws the first paint, and the
      // page's plugin files (default priority). At high priority the ~90 parts of robot/control
      // took the link's bandwidth from the entry: Lighthouse's first paint went from 0.55 to 1.19 s
      // (desktop) and 2.5 to 5.0 s (mobile).
      if (preload.as === 'module') return `<link rel="modulepreload" href="${href}" crossorigin fetchpriority="low">`;
      // SystemJS loads a same-origin plugin file by a classic script element with its integrity.
      return `<link rel="preload" href="${href}" as="script"${preload.integrity ? ` integrity="${attribute(preload.integrity)}"` : ''}>`;
    })
    .join('\n    ');
}

/** The console's HTML with `links` at the end of its head. */
export function withPreloads(html: string, links: string): string {
  const at = html.indexOf('</head>');
  return at < 0 || links === '' ? html : `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`;
}

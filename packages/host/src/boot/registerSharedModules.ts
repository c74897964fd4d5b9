import 'systemjs/dist/system.js';
import { sharedModules, type SharedModuleId } from '@fleetdeck/sdk';
import { sharedModuleLoaders, splitModuleLoaders } from './sharedModuleLoaders.js';
import { partialNamespace } from './split/partialNamespace.js';
import { resolvedNamespace } from './split/resolvedParts.js';

/** URL scheme under which the host's own module instances are known to SystemJS. */
const APP_SCHEME = 'app:';
/** Separates a shared module from the plugin scope whose names it serves: `app:<module>#<key>`. */
const SCOPE_MARK = '#';

interface Scope {
  prefix: string;
  key: string;
  imports: Record<string, string[]>;
  /** The plugin and its file (scope '' is the entry) the server's answer names (resolvedParts.ts). */
  owner?: { pluginId: string; scope: string };
}

const scopes: Scope[] = [];
/** Scoped namespaces by `app:` id, shared by warm-up and SystemJS's instantiate; a failed load is dropped. */
const namespaces = new Map<string, Promise<object>>();
let registered = false;

function isSharedModuleId(id: string): id is SharedModuleId {
  return (sharedModules as readonly string[]).includes(id);
}

/**
 * Serves the bundles under `baseUrl` (a plugin's folder, or one file of it) only the names they
 * import from each split shared module, as listed in their plugin.json `sharedImports` (or a
 * chunk's own list). The longest matching prefix wins, so a file's list overrides its folder's.
 * With `owner`, the parts come from the server's answer for that file when it has one.
 * Call before importing.
 */
export function scopeSharedImports(baseUrl: string, key: string, imports: Record<string, string[]>, owner?: Scope['owner']): void {
  const index = scopes.findIndex((scope) => scope.prefix === baseUrl || scope.key === key);
  if (index >= 0) {
    const [replaced] = scopes.splice(index, 1);
    for (const id of [...namespaces.keys()]) if (replaced && id.endsWith(`${SCOPE_MARK}${replaced.key}`)) namespaces.delete(id);
  }
  scopes.push({ prefix: baseUrl, key, imports, owner });
  scopes.sort((a, b) => b.prefix.length - a.prefix.length);
}

function scopedNamespace(name: SharedModuleId, key: string): Promise<object> {
  const id = `${APP_SCHEME}${name}${SCOPE_MARK}${key}`;
  let pending = namespaces.get(id);
  if (!pending) {
    pending = loadScopedNamespace(name, key);
    namespaces.set(id, pending);
    pending.catch(() => namespaces.delete(id));
  }
  return pending;
}

async function loadScopedNamespace(name: SharedModuleId, key: string): Promise<object> {
  const scope = scopes.find((candidate) => candidate.key === key);
  const wanted = scope?.imports[name];
  // A file that imports the module but none of its names (a plugin's entry often does) needs no part.
  if (wanted?.length === 0) return {};
  if (wanted && scope?.owner) {
    const namespace = await resolvedNamespace(scope.owner.pluginId, scope.owner.scope, name, wanted);
    if (namespace) return namespace;
  }
  const loadSplit = splitModuleLoaders[name];
  if (wanted && loadSplit) {
    const namespace = await partialNamespace(await loadSplit(), wanted);
    if (namespace) return namespace;
  }
  // A name the host does not know (a newer build): the whole namespace is always correct.
  return sharedModuleLoaders[name]();
}

/**
 * Starts loading the parts a plugin file imports as soon as the file is known to be needed, in
 * parallel with fetching the file itself: otherwise each level (file, then a split module's map,
 * then its parts, then their chunks) waits for the one before it.
 */
function warmScope(scope: Scope): void {
  for (const [name, wanted] of Object.entries(scope.imports)) {
    if (wanted.length > 0 && isSharedModuleId(name) && splitModuleLoaders[name]) void scopedNamespace(name, scope.key).catch(() => undefined);
  }
}

/**
 * Fetches the maps of the split modules a plugin imports from, while the host checks its SDK
 * range and fetches its entry: every page the plugin draws needs them.
 */
export function warmSplitModules(imports: Record<string, string[]>): void {
  for (const [name, wanted] of Object.entries(imports)) {
    const load = isSharedModuleId(name) ? splitModuleLoaders[name] : undefined;
    if (load && wanted.length > 0) void load().catch(() => undefined);
  }
}

/**
 * Maps every shared module to `app:<name>` in SystemJS's import map and serves those ids from
 * the host's own instances, so each plugin shares one React, one router, one SDK session. A
 * plugin scoped with `scopeSharedImports` resolves the split modules (Fluent, the SDK) to its
 * own id, whose namespace holds just its names, taken from the same instances.
 */
export function registerSharedModules(): void {
  if (registered) return;
  registered = true;
  const imports: Record<string, string> = {};
  for (const id of sharedModules) imports[id] = `${APP_SCHEME}${id}`;
  System.addImportMap({ imports });

  const proto = System.constructor.prototype;
  const resolve = proto.resolve;
  proto.resolve = function (this: unknown, id: string, parentUrl?: string) {
    if (parentUrl && isSharedModuleId(id) && splitModuleLoaders[id]) {
      const scope = scopes.find((candidate) => parentUrl.startsWith(candidate.prefix));
      if (scope?.imports[id]) return `${APP_SCHEME}${id}${SCOPE_MARK}${scope.key}`;
    }
    const url = resolve.call(this, id, parentUrl);
    // A plugin file (the entry's static chunk, a page loaded on demand) about to be fetched.
    const fileScope = scopes.find((candidate) => candidate.prefix === url);
    if (fileScope) warmScope(fileScope);
    return url;
  };
  const instantiate = proto.instantiate;
  proto.instantiate = function (this: unknown, url: string, parentUrl?: string, meta?: unknown) {
    if (!url.startsWith(APP_SCHEME)) return instantiate.call(this, url, parentUrl, meta);
    const [name = '', key] = url.slice(APP_SCHEME.length).split(SCOPE_MARK);
    if (!isSharedModuleId(name)) return Promise.reject(new Error(`Not a shared module: ${name}`));
    const load = key ? scopedNamespace(name, key) : sharedModuleLoaders[name]();
    return load.then((namespace) => [
      [],
      (exportAll: (values: object) => void) => ({
        // execute must return nothing: SystemJS treats a returned value as a promise.
        execute: () => {
          exportAll({ ...namespace });
        },
      }),
    ]);
  };
}

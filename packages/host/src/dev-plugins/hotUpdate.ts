import type { DevOverrides } from './devManifest.js';
import type { RefreshApi } from './refreshApi.js';

/** Why a rebuild reloads the page instead of updating it in place (shown to the author after the reload). */
export type ReloadReason =
  | { code: 'noRefresh' }
  | { code: 'manifest' }
  | { code: 'notComponents'; module: string }
  | { code: 'failed'; module: string; message: string };

/** What a rebuild did to the running page. */
export type HotUpdateOutcome = { kind: 'updated'; modules: string[] } | { kind: 'reload'; reason: ReloadReason };

/** What a hot update needs from the page (injectable for tests). */
export interface HotUpdateDeps {
  refresh: RefreshApi | undefined;
  /** Imports a module by a URL the registry has not seen, so it runs again. */
  importFresh(url: string): Promise<Record<string, unknown>>;
  /** Serves the new build's files the shared-module names they import, before any of them runs. */
  rescope(next: DevOverrides): void;
}

// Fields a rebuild always changes (build ids, hashes, the names each file imports): not the author's declaration.
const VOLATILE = new Set(['entry', 'css', 'chunks', 'integrity', 'sharedImports', 'scriptUrl', 'styleUrl']);

function declared(overrides: DevOverrides): string {
  const strip = (item: object) => Object.fromEntries(Object.entries(item).filter(([key]) => !VOLATILE.has(key)));
  return JSON.stringify({ plugins: overrides.plugins.map(strip), views: overrides.views.map(strip) });
}

/** A module's address as the author knows it: its path on the dev server. */
function shortName(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(/^\//, '');
}

/** The scripts whose content changed between two builds (a new file is loaded by whichever changed module imports it). */
export function changedModules(previous: Record<string, string>, next: Record<string, string>): string[] {
  return Object.keys(next).filter((url) => url in previous && previous[url] !== next[url]);
}

/**
 * Applies a rebuild to the running page with React Fast Refresh when it can: every changed module is
 * imported again and must export only components (then React swaps them in place and keeps their
 * state); a changed plugin.json or custom-view.json, any other export, or a console without React
 * Refresh reloads the page instead, with the reason.
 */
export async function hotUpdate(previous: DevOverrides, next: DevOverrides, deps: HotUpdateDeps): Promise<HotUpdateOutcome> {
  if (declared(previous) !== declared(next)) return { kind: 'reload', reason: { code: 'manifest' } };
  const changed = changedModules(previous.modules, next.modules);
  if (changed.length === 0) return { kind: 'updated', modules: [] };
  const { refresh } = deps;
  if (!refresh) return { kind: 'reload', reason: { code: 'noRefresh' } };
  deps.rescope(next);
  const stamp = Date.now().toString(36);
  for (const url of changed) {
    let exports: Record<string, unknown>;
    try {
      exports = await deps.importFresh(`${url}?hot=${stamp}`);
    } catch (error) {
      return { kind: 'reload', reason: { code: 'failed', module: shortName(url), message: error instanceof Error ? error.message : String(error) } };
    }
    const values = Object.values(exports);
    if (values.length === 0 || !values.every((value) => refresh.isLikelyComponentType(value))) {
      return { kind: 'reload', reason: { code: 'notComponents', module: shortName(url) } };
    }
  }
  refresh.performReactRefresh();
  return { kind: 'updated', modules: changed.map(shortName) };
}

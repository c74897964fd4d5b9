import type { PluginManifest } from '@fleetdeck/sdk';
import { normalizeCustomManifest, type CustomView } from '../custom/customManifest.js';

/** What a dev server contributes (its /dev-manifest.json, see docs/contracts.md "Development overrides"). */
export interface DevOverrides {
  views: CustomView[];
  plugins: PluginManifest[];
  /** Server-Sent Events addresses announcing each rebuild. */
  events: string[];
  /** Each script of the builds by address, with its content hash (what a hot update compares). */
  modules: Record<string, string>;
}

/** Nothing overridden. */
export const NO_DEV_OVERRIDES: DevOverrides = { views: [], plugins: [], events: [], modules: {} };

function moduleHashes(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPluginManifest(value: unknown): value is PluginManifest {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.entry === 'string' &&
    typeof value.sdk === 'string' &&
    Array.isArray(value.routes)
  );
}

/** Reads one dev manifest; views get the same defaults as /custom/manifest.json views. Malformed parts are dropped. */
export function parseDevManifest(raw: unknown): DevOverrides {
  if (!isRecord(raw) || raw.fleetdeckDev !== 1) return NO_DEV_OVERRIDES;
  return {
    views: normalizeCustomManifest({ views: raw.views }).views,
    plugins: (Array.isArray(raw.plugins) ? raw.plugins : []).filter(isPluginManifest),
    events: typeof raw.events === 'string' ? [raw.events] : [],
    modules: moduleHashes(raw.modules),
  };
}

/** Puts overrides over the console's own views and plugins: same id replaces, a new id is added. */
export function mergeDevOverrides<T extends { plugins: PluginManifest[]; custom: { views: CustomView[] } }>(
  data: T,
  overrides: DevOverrides,
): T {
  const byId = <E extends { id: string }>(base: E[], extra: E[]) => [
    ...base.filter((item) => !extra.some((override) => override.id === item.id)),
    ...extra,
  ];
  return {
    ...data,
    plugins: byId(data.plugins, overrides.plugins),
    custom: { ...data.custom, views: byId(data.custom.views, overrides.views) },
  };
}

/** Joins the overrides of several dev servers; a later server wins for the same id. */
export function combineDevOverrides(list: DevOverrides[]): DevOverrides {
  return list.reduce<DevOverrides>(
    (all, next) => ({
      views: [...all.views.filter((v) => !next.views.some((n) => n.id === v.id)), ...next.views],
      plugins: [...all.plugins.filter((p) => !next.plugins.some((n) => n.id === p.id)), ...next.plugins],
      events: [...all.events, ...next.events],
      modules: { ...all.modules, ...next.modules },
    }),
    NO_DEV_OVERRIDES,
  );
}

import { screenLevel, type AccessLevel } from '@fleetdeck/model';
import type { PluginManifest, PluginRouteManifest, PluginSidebarItem } from './pluginManifest.js';

/**
 * The level that opens a plugin route: the access policy's for a console screen (spec §2), else
 * the route's own `access` (a customer plugin's page the policy does not know).
 *
 * @group Routing and side bar
 * @example
 * ```ts
 * routeLevel({ path: '/building/list' }); // the access policy's level of that console screen
 * routeLevel({ path: '/custom/floor-notes', access: 'any' }); // 'any'
 * ```
 */
export function routeLevel(route: Pick<PluginRouteManifest, 'path' | 'access'>): AccessLevel {
  // A page no one gave a level (a hand-written manifest) opens for system administrators only.
  return screenLevel(route.path) ?? route.access ?? 'systemAdmin';
}

function segments(path: string): string[] {
  return path.split(/[?#]/)[0]!.split('/').filter((part) => part !== '');
}

/** How well a route pattern matches a path: its number of literal segments, or -1 when it does not match. */
function matchScore(pattern: string, path: string): number {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return -1;
  let literal = 0;
  for (const [index, part] of want.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== have[index]) return -1;
    literal += 1;
  }
  return literal;
}

/** The route of a plugin that a path opens (`/my/messages/1` → `/my/messages/:page`), the most literal pattern first. */
export function routeOpening(routes: readonly PluginRouteManifest[], path: string): PluginRouteManifest | undefined {
  return routeForPath([{ routes }], path)?.route;
}

/**
 * The plugin and route a path opens among several plugins, the most literal pattern first (as the
 * console's router ranks `/robot/control` before `/robot/:id`); undefined when none matches.
 */
export function routeForPath<M extends { routes: readonly PluginRouteManifest[] }>(manifests: readonly M[], path: string): { manifest: M; route: PluginRouteManifest } | undefined {
  let best: { manifest: M; route: PluginRouteManifest } | undefined;
  let bestScore = -1;
  for (const manifest of manifests) {
    for (const route of manifest.routes) {
      const score = matchScore(route.path, path);
      if (score > bestScore) [best, bestScore] = [{ manifest, route }, score];
    }
  }
  return best;
}

/**
 * The level of a side-bar item: that of the route it opens, else its own `access` (default any signed-in user).
 * @group Routing and side bar
 * @example
 * ```ts
 * const level = sidebarItemLevel(manifest, { path: '/building/list' });
 * const shown = canAccess(session, level).can;
 * ```
 */
export function sidebarItemLevel(manifest: Pick<PluginManifest, 'routes'>, item: Pick<PluginSidebarItem, 'path' | 'access'>): AccessLevel {
  const route = routeOpening(manifest.routes, item.path);
  return route ? routeLevel(route) : (item.access ?? 'any');
}

/** Every place a plugin.json states an access that differs from the access policy, or leaves out one the policy cannot give, one message each (empty when none). */
export function accessDrift(manifest: Pick<PluginManifest, 'routes' | 'sidebar'>): string[] {
  const problems: string[] = [];
  for (const route of manifest.routes) {
    const level = screenLevel(route.path);
    if (level === undefined && route.access === undefined) {
      problems.push(`routes "${route.id}" (${route.path}): access is required, the access policy has no level for this page`);
    }
    if (level !== undefined && route.access !== undefined && route.access !== level) {
      problems.push(`routes "${route.id}" (${route.path}): access "${route.access}" differs from the access policy's "${level}"`);
    }
  }
  for (const item of manifest.sidebar ?? []) {
    const route = routeOpening(manifest.routes, item.path);
    if (item.access !== undefined && route && item.access !== routeLevel(route)) {
      problems.push(`sidebar "${item.id}" (${item.path}): access "${item.access}" differs from the level of the route it opens, "${routeLevel(route)}"`);
    }
  }
  return problems;
}

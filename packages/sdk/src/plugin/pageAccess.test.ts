import { describe, expect, it } from 'vitest';
import { accessDrift, routeForPath, routeLevel, routeOpening, sidebarItemLevel } from './pageAccess.js';
import type { PluginRouteManifest } from './pluginManifest.js';

const routes: PluginRouteManifest[] = [
  { id: 'readOnly', path: '/command/list/read-only', access: 'any' },
  { id: 'list', path: '/command/list', access: 'systemAdmin' },
  { id: 'usage', path: '/command/usage/:id', access: 'systemAdmin' },
  { id: 'detail', path: '/command/:id', access: 'systemAdmin' },
];

describe('routeLevel', () => {
  it('takes a console screen\'s level from the access policy, whatever plugin.json says', () => {
    expect(routeLevel({ path: '/command/list', access: 'any' })).toBe('systemAdmin');
  });

  it('takes a customer page\'s level from its plugin.json', () => {
    expect(routeLevel({ path: '/custom/battery', access: 'admin' })).toBe('admin');
  });
});

describe('routeOpening', () => {
  it('finds the most literal route a concrete path opens', () => {
    expect(routeOpening(routes, '/command/usage/4')?.id).toBe('usage');
    expect(routeOpening(routes, '/command/7')?.id).toBe('detail');
    expect(routeOpening(routes, '/command/list')?.id).toBe('list');
    expect(routeOpening(routes, '/elsewhere')).toBeUndefined();
  });
});

describe('routeForPath', () => {
  const robots = { id: 'robots', routes: [{ id: 'detail', path: '/robot/:id' }] };
  const control = { id: 'control', routes: [{ id: 'control', path: '/robot/control' }] };

  it('ranks a literal route of one plugin before a pattern of another, in either order', () => {
    expect(routeForPath([robots, control], '/robot/control')?.manifest.id).toBe('control');
    expect(routeForPath([control, robots], '/robot/control')?.manifest.id).toBe('control');
    expect(routeForPath([control, robots], '/robot/12')).toMatchObject({ manifest: { id: 'robots' }, route: { id: 'detail' } });
  });

  it('finds nothing for a path no plugin opens, or a longer one', () => {
    expect(routeForPath([robots, control], '/building/list')).toBeUndefined();
    expect(routeForPath([robots, control], '/robot/12/activity')).toBeUndefined();
  });
});

describe('sidebarItemLevel', () => {
  it('is the level of the route the item opens', () => {
    expect(sidebarItemLevel({ routes }, { path: '/command/list/read-only' })).toBe('any');
    expect(sidebarItemLevel({ routes }, { path: '/command/list', access: 'any' })).toBe('systemAdmin');
  });

  it('falls back to the item\'s own access, then any signed-in user', () => {
    expect(sidebarItemLevel({ routes }, { path: '/elsewhere', access: 'admin' })).toBe('admin');
    expect(sidebarItemLevel({ routes }, { path: '/elsewhere' })).toBe('any');
  });
});

describe('accessDrift', () => {
  it('names every route and side-bar item whose access differs from the policy', () => {
    const drift = accessDrift({
      routes: [{ id: 'list', path: '/command/list', access: 'admin' }, { id: 'mine', path: '/custom/mine', access: 'admin' }],
      sidebar: [{ id: 'commands', path: '/command/list', menuGroup: 'command', labelKey: 'menu.command', access: 'any' }],
    });
    expect(drift).toEqual([
      'routes "list" (/command/list): access "admin" differs from the access policy\'s "systemAdmin"',
      'sidebar "commands" (/command/list): access "any" differs from the level of the route it opens, "systemAdmin"',
    ]);
  });

  it('is empty when plugin.json agrees', () => {
    expect(accessDrift({ routes })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '@fleetdeck/sdk';
import { normalizeCustomManifest } from '../custom/customManifest.js';
import { buildSidebar } from './sidebarModel.js';

const robots: PluginManifest = {
  id: 'robots', name: 'Robots', version: '1.0.0', sdk: '^0.1.0', entry: '/plugins/robots/index.js',
  routes: [
    { id: 'control', path: '/robot/control', access: 'any' },
    { id: 'list', path: '/robot/list', access: 'admin' },
  ],
  sidebar: [
    { id: 'control', path: '/robot/control', menuGroup: 'operation', icon: 'robot', labelKey: 'menu.control' },
    { id: 'list', path: '/robot/list', menuGroup: 'robot', icon: 'robot', labelKey: 'menu.list' },
  ],
};
const system: PluginManifest = {
  id: 'system', name: 'System', version: '1.0.0', sdk: '^0.1.0', entry: '/plugins/system/index.js',
  routes: [{ id: 'top', path: '/system', access: 'admin' }],
  sidebar: [{ id: 'top', path: '/system', menuGroup: 'system', labelKey: 'menu.system', labs: true, access: 'systemAdmin' }],
};
const custom = normalizeCustomManifest({ views: [{ id: 'battery', path: 'battery', scriptUrl: '/b.js' }, { id: 'hidden', path: 'hidden', scriptUrl: '/h.js', showInSidebar: false }] });

const ids = (groups: ReturnType<typeof buildSidebar>) => groups.map((g) => [g.id, g.entries.map((e) => e.id)]);

describe('buildSidebar', () => {
  it('shows entries by role: general users see no admin items', () => {
    expect(ids(buildSidebar([system, robots], custom.views, [], { type: 0, labsEnabled: false }))).toEqual([
      ['operation', ['robots:control']],
      ['custom', ['custom:battery']],
    ]);
  });

  it('orders groups as in spec §2 and honours item-level access', () => {
    expect(ids(buildSidebar([system, robots], custom.views, [], { type: 2, labsEnabled: false }))).toEqual([
      ['operation', ['robots:control']],
      ['robot', ['robots:list']],
      ['custom', ['custom:battery']],
    ]);
    const groups = buildSidebar([system, robots], [], [], { type: 9, labsEnabled: true });
    expect(ids(groups)).toContainEqual(['system', ['system:top']]);
    expect(groups.find((g) => g.id === 'system')?.entries[0]?.labs).toBe(true);
  });

  it('takes a console screen\'s level from the access policy, not from what plugin.json states', () => {
    const lax: PluginManifest = {
      ...robots,
      routes: [{ id: 'list', path: '/robot/list', access: 'any' }],
      sidebar: [{ id: 'list', path: '/robot/list', menuGroup: 'robot', icon: 'robot', labelKey: 'menu.list', access: 'any' }],
    };
    expect(ids(buildSidebar([lax], [], [], { type: 0, labsEnabled: false }))).toEqual([]);
    expect(ids(buildSidebar([lax], [], [], { type: 1, labsEnabled: false }))).toEqual([['robot', ['robots:list']]]);
  });

  it('shows an entry that needs a contract option only when the contract has it', () => {
    const archive: PluginManifest = {
      id: 'archive', name: 'Archive', version: '1.0.0', sdk: '^0.1.0', entry: '/plugins/archive/index.js',
      routes: [{ id: 'list', path: '/archive/list', access: 'any' }],
      sidebar: [{ id: 'list', path: '/archive/list', menuGroup: 'archive', labelKey: 'menu.archive', access: 'any', contract: 'isArchive' }],
    };
    const operator = { type: 0, labsEnabled: false };
    expect(ids(buildSidebar([archive], [], [], operator, undefined, { isArchive: true }))).toEqual([['archive', ['archive:list']]]);
    expect(ids(buildSidebar([archive], [], [], operator, undefined, { isArchive: false }))).toEqual([]);
    expect(ids(buildSidebar([archive], [], [], operator))).toEqual([]);
  });

  it('shows nothing that needs sign-in to signed-out users', () => {
    expect(buildSidebar([robots], custom.views, [], null)).toEqual([]);
  });

  it('hides labs items while the session has labs disabled', () => {
    expect(ids(buildSidebar([system], [], [], { type: 9, labsEnabled: false }))).toEqual([]);
    expect(ids(buildSidebar([system], [], [], { type: 9, labsEnabled: true }))).toEqual([['system', ['system:top']]]);
  });

  it('puts the landing page first: its group at the top and its entry first in the group', () => {
    const poses: PluginManifest = {
      id: 'poses', name: 'Poses', version: '1.0.0', sdk: '^0.1.0', entry: '/plugins/poses/index.js',
      routes: [{ id: 'list', path: '/pose-def/list', access: 'any' }],
      sidebar: [{ id: 'poses', path: '/pose-def/list', menuGroup: 'operation', labelKey: 'menu.poses' }],
    };
    const customFirst = buildSidebar([poses, robots], custom.views, [], { type: 0, labsEnabled: false }, '/robot/control');
    expect(ids(customFirst)).toEqual([
      ['operation', ['robots:control', 'poses:poses']],
      ['custom', ['custom:battery']],
    ]);
    // The landing page in a later group moves that group to the top.
    const moved = { ...robots, sidebar: [{ id: 'control', path: '/robot/control', menuGroup: 'robot', labelKey: 'menu.control' }] };
    expect(ids(buildSidebar([poses, moved], [], [], { type: 0, labsEnabled: false }, '/robot/control'))[0]).toEqual(['robot', ['robots:control']]);
  });

  it('marks an item labs when the page it opens is a labs route, and remembers the answer per route', () => {
    const editor: PluginManifest = {
      id: 'editor', name: 'Editor', version: '1.0.0', sdk: '^0.1.0', entry: '/plugins/editor/index.js',
      routes: [{ id: 'v2', path: '/editor/v2/:id/floor', access: 'any', labs: true }, { id: 'v1', path: '/editor/v1/:id/floor', access: 'any' }],
      sidebar: [
        { id: 'v2', path: '/editor/v2/1/floor', menuGroup: 'custom', labelKey: 'menu.v2' },
        { id: 'v1', path: '/editor/v1/1/floor', menuGroup: 'custom', labelKey: 'menu.v1' },
      ],
    };
    expect(ids(buildSidebar([editor], [], [], { type: 0, labsEnabled: false }))).toEqual([['custom', ['editor:v1']]]);
    const entries = buildSidebar([editor], [], [], { type: 0, labsEnabled: true })[0]?.entries ?? [];
    expect(entries.map((e) => [e.id, e.labs, e.labsTarget])).toEqual([
      ['editor:v2', true, '/editor/v2/:id/floor'],
      ['editor:v1', false, '/editor/v1/1/floor'],
    ]);
  });
});

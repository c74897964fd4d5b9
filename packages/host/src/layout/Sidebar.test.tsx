// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addPluginTranslations, type PluginManifest, type Session } from '@fleetdeck/sdk';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '@fleetdeck/sdk/testing';
import { ShellDataProvider } from '../app/ShellDataContext.js';
import { DEFAULT_CUSTOM_MANIFEST } from '../custom/customManifest.js';
import { Sidebar } from './Sidebar.js';

const operator = { id: 7, type: 1, loginId: 'op', organizationId: 1, labsEnabled: false } as unknown as Session;

// A scaffolded full plugin: its label key is defined only in its code's strings.
function plugin(id: string, name: string): PluginManifest {
  return {
    id, name, version: '0.1.0', sdk: '^0.1.0', entry: 'index.js',
    routes: [{ id: 'main', path: `/${id}`, access: 'any' }],
    sidebar: [{ id, path: `/${id}`, menuGroup: 'custom', icon: 'puzzle', labelKey: 'title' }],
  };
}

let rendered: FleetdeckRenderResult | undefined;

async function renderSidebar(plugins: PluginManifest[]): Promise<void> {
  await act(async () => {
    rendered = await renderWithFleetdeck(
      <ShellDataProvider value={{ plugins, custom: DEFAULT_CUSTOM_MANIFEST }}>
        <Sidebar />
      </ShellDataProvider>,
      { session: operator },
    );
  });
}

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

describe('Sidebar labels before a plugin\'s code has loaded', () => {
  it('uses plugin.json\'s name, not the group\'s name, when no loaded string has the key', async () => {
    await renderSidebar([plugin('fleet-notes', 'Fleet notes')]);
    expect(screen.getByRole('link', { name: 'Fleet notes' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Custom' })).toBeNull();
  });

  it('uses the label plugin.json\'s i18n gives, as boot loads it', async () => {
    addPluginTranslations('fleet-tasks', { en: { title: 'Task board' }, ja: { title: 'タスクボード' } });
    await renderSidebar([plugin('fleet-tasks', 'Fleet tasks')]);
    expect(screen.getByRole('link', { name: 'Task board' })).toBeTruthy();
  });
});

describe('Sidebar groups', () => {
  it('shows a group of one item named like the group as just its item, and other groups under their heading', async () => {
    addPluginTranslations('fleet-a', { en: { title: 'Robots' }, ja: { title: 'ロボット' } });
    addPluginTranslations('fleet-b', { en: { title: 'Beta' }, ja: { title: 'ベータ' } });
    addPluginTranslations('fleet-d', { en: { title: 'Battery report' }, ja: { title: 'バッテリーレポート' } });
    const single = { ...plugin('fleet-a', 'Fleet A'), sidebar: [{ id: 'a', path: '/fleet-a', menuGroup: 'robot', icon: 'robot', labelKey: 'title' }] };
    const pair = [plugin('fleet-b', 'Fleet B'), { ...plugin('fleet-c', 'Fleet C'), sidebar: [{ id: 'c', path: '/fleet-c', menuGroup: 'custom', icon: 'puzzle', labelKey: 'other' }] }];
    const lone = { ...plugin('fleet-d', 'Fleet D'), sidebar: [{ id: 'd', path: '/fleet-d', menuGroup: 'report', icon: 'puzzle', labelKey: 'title' }] };
    await renderSidebar([single, ...pair, lone]);
    // No "Robots" heading above the one item called "Robots"; the custom group of two keeps its heading.
    expect(screen.getByRole('link', { name: 'Robots' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Robots' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Custom' })).toBeTruthy();
    // A lone item named otherwise keeps its group's heading: it says where the item belongs.
    expect(screen.getByRole('group', { name: 'Reports' })).toBeTruthy();
  });
});


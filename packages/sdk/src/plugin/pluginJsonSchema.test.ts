import { describe, expect, it } from 'vitest';
import { validatePluginManifest } from './pluginJsonSchema.js';

const valid = {
  id: 'auth',
  name: 'Sign-in',
  version: '0.1.0',
  sdk: '^0.1.0',
  entry: 'index.js',
  css: [],
  routes: [{ id: 'login', path: '/auth/login', access: 'public', layout: 'bare', titleKey: 'login.title' }],
  sidebar: [{ id: 'robots', path: '/robot/control', menuGroup: 'operation', icon: 'robot', labelKey: 'menu.control', labs: false }],
};

describe('validatePluginManifest', () => {
  it('accepts the example from docs/contracts.md', () => {
    const result = validatePluginManifest(valid);
    expect(result.ok).toBe(true);
  });

  it('names the wrong field for a bad access level', () => {
    const result = validatePluginManifest({ ...valid, routes: [{ ...valid.routes[0], access: 'everyone' }] });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(['routes.0.access: must be one of public, any, admin, orgAdmin, systemAdmin']);
  });

  it('names missing required fields with their path', () => {
    const { name: _name, ...withoutName } = valid;
    const result = validatePluginManifest({ ...withoutName, sidebar: [{ id: 'x', path: '/x', menuGroup: 'custom' }] });
    expect(result.errors).toContain('name: is required');
    expect(result.errors).toContain('sidebar.0.labelKey: is required');
  });

  it('rejects an integrity that is not sha384', () => {
    const result = validatePluginManifest({ ...valid, integrity: 'sha256-abc' });
    expect(result.errors).toEqual(['integrity: must be "sha384-" followed by a base64 SHA-384 digest']);
    const ok = validatePluginManifest({ ...valid, integrity: `sha384-${'A'.repeat(64)}` });
    expect(ok.ok).toBe(true);
  });

  it('accepts metadata strings in i18n and rejects other shapes', () => {
    expect(validatePluginManifest({ ...valid, i18n: { en: { menu: { control: 'Robot control' } }, ja: { menu: { control: 'ロボット操作' } } } }).ok).toBe(true);
    expect(validatePluginManifest({ ...valid, i18n: { en: { menu: 3 } } }).ok).toBe(false);
    expect(validatePluginManifest({ ...valid, i18n: { fr: {} } }).errors).toEqual(['i18n.fr: is not a known field']);
  });

  it('accepts a side-bar entry that needs a contract option, and only known options', () => {
    const sidebar = (contract: string) => ({ ...valid, sidebar: [{ id: 'a', path: '/archive/list', menuGroup: 'archive', labelKey: 'menu.a', contract }] });
    expect(validatePluginManifest(sidebar('isArchive')).errors).toEqual([]);
    expect(validatePluginManifest(sidebar('isEverything')).errors).not.toEqual([]);
  });

  it('rejects unknown fields, bad sdk ranges and duplicate route ids', () => {
    expect(validatePluginManifest({ ...valid, rotes: [] }).errors).toEqual(['rotes: is not a known field']);
    expect(validatePluginManifest({ ...valid, sdk: 'latest-ish' }).errors).toEqual(['sdk: "latest-ish" is not a valid semver range']);
    const twice = validatePluginManifest({ ...valid, routes: [valid.routes[0], { ...valid.routes[0], path: '/other' }] });
    expect(twice.errors).toEqual(['routes.1.id: "login" is used by another route']);
  });

  it('accepts the build\'s sharedImports lists and rejects other shapes', () => {
    const sharedImports = { '@fluentui/react-components': ['Button', 'Input'], react: ['useState'] };
    expect(validatePluginManifest({ ...valid, sharedImports }).ok).toBe(true);
    expect(validatePluginManifest({ ...valid, sharedImports: { react: 'useState' } }).errors).toEqual(['sharedImports.react: must be array']);
    expect(validatePluginManifest({ ...valid, sharedImports: { react: [''] } }).ok).toBe(false);
  });

  it('accepts a code-split build\'s chunks and rejects paths leaving the plugin folder', () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    const chunks = {
      'index.js': { integrity, sharedImports: { react: ['lazy'] } },
      'chunks/RobotListPage-abc.js': { integrity, sharedImports: { '@fleetdeck/sdk': ['ResourceList'] } },
    };
    expect(validatePluginManifest({ ...valid, chunks }).ok).toBe(true);
    expect(validatePluginManifest({ ...valid, chunks: { '../other/index.js': chunks['index.js'] } }).ok).toBe(false);
    expect(validatePluginManifest({ ...valid, chunks: { '/index.js': chunks['index.js'] } }).ok).toBe(false);
    expect(validatePluginManifest({ ...valid, chunks: { 'chunks/../../x.js': chunks['index.js'] } }).ok).toBe(false);
    expect(validatePluginManifest({ ...valid, chunks: { 'a.js': { integrity: 'sha256-x', sharedImports: {} } } }).ok).toBe(false);
    expect(validatePluginManifest({ ...valid, chunks: { 'a.js': { sharedImports: {} } } }).errors).toEqual(['chunks.a.js.integrity: is required']);
  });
});

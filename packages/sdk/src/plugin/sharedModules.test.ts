import { describe, expect, it } from 'vitest';
import { isProvidedModule, isSharedModule, sharedModules } from './sharedModules.js';

describe('sharedModules', () => {
  it('is exactly the ten modules the host provides, each once', () => {
    // The host's import map and every plugin build's externals read this list: adding or dropping
    // a module changes what every published plugin may import, so it is pinned here on purpose.
    expect([...sharedModules].sort()).toEqual([
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-router-dom',
      '@fluentui/react-components',
      'i18next',
      'react-i18next',
      'valtio',
      '@fleetdeck/sdk',
      '@fleetdeck/model',
    ].sort());
    expect(new Set(sharedModules).size).toBe(sharedModules.length);
  });

  it('treats subpaths as shared but not look-alike names', () => {
    expect(isSharedModule('react-dom/client')).toBe(true);
    expect(isSharedModule('@fluentui/react-components/unstable')).toBe(true);
    expect(isSharedModule('react-dom')).toBe(true);
    expect(isSharedModule('reactive')).toBe(false);
    expect(isSharedModule('react-hook-form')).toBe(false);
    expect(isSharedModule('@fluentui/react-icons')).toBe(false);
  });
});

describe('isProvidedModule', () => {
  it('is true for the listed ids only, not for subpaths of shared packages', () => {
    expect(isProvidedModule('react-dom')).toBe(true);
    expect(isProvidedModule('react/jsx-runtime')).toBe(true);
    expect(isProvidedModule('react-dom/client')).toBe(false);
    expect(isProvidedModule('react-hook-form')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isSharedModule, sharedModules } from './sharedModules.js';

describe('sharedModules', () => {
  it('lists react/jsx-runtime and the SDK itself', () => {
    expect(sharedModules).toContain('react/jsx-runtime');
    expect(sharedModules).toContain('@fleetdeck/sdk');
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

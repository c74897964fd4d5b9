import { describe, expect, it } from 'vitest';
import { collectFieldErrors } from './LocalizedRuleErrors.js';

describe('collectFieldErrors', () => {
  it('finds top-level and nested field errors by dot path, skipping the root error', () => {
    const errors = {
      mode: { type: 'modeTaken', message: 'is already used' },
      bindings: [undefined, { key: { type: 'keyTaken', message: 'bound twice', ref: { name: 'x' } } }],
      root: { server: { type: 'server', message: 'Could not save' } },
    };
    expect(collectFieldErrors(errors)).toEqual([
      { path: 'mode', type: 'modeTaken', message: 'is already used' },
      { path: 'bindings.1.key', type: 'keyTaken', message: 'bound twice' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { deriveEnvironment } from './environment.js';

describe('deriveEnvironment', () => {
  it('recognises local, test, dev and stg host names', () => {
    expect(deriveEnvironment('localhost')).toBe('local');
    expect(deriveEnvironment('127.0.0.1')).toBe('local');
    expect(deriveEnvironment('console.test.fleetdeck.example')).toBe('test');
    expect(deriveEnvironment('dev-api.fleetdeck.example')).toBe('dev');
    expect(deriveEnvironment('api.stg.fleetdeck.example')).toBe('stg');
  });

  it('treats everything else as production, also names that merely contain the words', () => {
    expect(deriveEnvironment('console.fleetdeck.example')).toBe('production');
    expect(deriveEnvironment('devices.example.com')).toBe('production');
    expect(deriveEnvironment('latest.example.com')).toBe('production');
  });
});

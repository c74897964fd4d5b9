import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { SDK_VERSION } from './sdkVersion.js';
import { sdkRangeSatisfied } from './sdkCompat.js';

describe('SDK_VERSION', () => {
  it('equals the version in package.json', () => {
    expect(SDK_VERSION).toBe(pkg.version);
  });

  it('checks plugin ranges against a version', () => {
    expect(sdkRangeSatisfied('^0.1.0', '0.1.4')).toBe(true);
    expect(sdkRangeSatisfied('^0.1.0', '0.2.0')).toBe(false);
    expect(sdkRangeSatisfied('>=1.0.0', '0.1.0')).toBe(false);
    expect(sdkRangeSatisfied('not a range', '0.1.0')).toBe(false);
  });
});

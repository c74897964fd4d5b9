import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { SDK_VERSION } from './sdkVersion.js';
import { sdkRangeSatisfied } from './sdkCompat.js';

describe('SDK_VERSION', () => {
  it('equals the version in package.json', () => {
    expect(SDK_VERSION).toBe(pkg.version);
  });

  it('checks plugin ranges against a version as semver does, prereleases inside the bounds included', async () => {
    expect(await sdkRangeSatisfied('^0.1.0', '0.1.4')).toBe(true);
    expect(await sdkRangeSatisfied('^0.1.0', '0.2.0')).toBe(false);
    expect(await sdkRangeSatisfied('>=1.0.0', '0.1.0')).toBe(false);
    expect(await sdkRangeSatisfied('not a range', '0.1.0')).toBe(false);
    expect(await sdkRangeSatisfied('^0.1.0', '0.1.1-beta.2')).toBe(true);
    expect(await sdkRangeSatisfied('^0.1.0', '0.2.0-beta')).toBe(false);
  });
});

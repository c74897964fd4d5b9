import { describe, expect, it } from 'vitest';
import satisfies from 'semver/functions/satisfies.js';
import { caretRangeSatisfied } from './caretRange.js';

describe('caretRangeSatisfied', () => {
  const ranges = ['^0.1.0', '^0.1.5', '^0.0.3', '^1.2.3', '^1.0.0', '^2.0.0', '^0.2.0'];
  const versions = ['0.0.3', '0.0.4', '0.1.0', '0.1.4', '0.1.5', '0.1.9', '0.2.0', '0.3.1', '1.0.0', '1.2.2', '1.2.3', '1.9.0', '2.0.0', '10.0.0'];

  it('agrees with semver on every plain caret range', () => {
    for (const range of ranges) {
      for (const version of versions) {
        expect(caretRangeSatisfied(version, range), `${version} in ${range}`).toBe(satisfies(version, range, { includePrerelease: true }));
      }
    }
  });

  it('leaves other ranges and prereleases to semver', () => {
    for (const [version, range] of [['0.1.0', '>=0.1.0'], ['0.1.0', '~0.1.0'], ['0.1.0', '^0.1'], ['0.1.0', '^0.1.0 || ^1.0.0'], ['0.1.0-beta.1', '^0.1.0'], ['0.1.0', '*']] as const) {
      expect(caretRangeSatisfied(version, range)).toBeUndefined();
    }
  });
});

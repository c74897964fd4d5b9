import satisfies from 'semver/functions/satisfies.js';
import { describe, expect, it } from 'vitest';
import { satisfiesRange } from './semverRange.js';

const semver = (version: string, range: string) => satisfies(version, range, { includePrerelease: true });

describe('satisfiesRange', () => {
  it('reads carets, tildes and comparisons as semver does', () => {
    expect(satisfiesRange('0.1.4', '^0.1.0')).toBe(true);
    expect(satisfiesRange('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfiesRange('1.9.0', '^1.2.3')).toBe(true);
    expect(satisfiesRange('2.0.0', '^1.2.3')).toBe(false);
    expect(satisfiesRange('0.0.2', '^0.0.1')).toBe(false);
    expect(satisfiesRange('1.2.9', '~1.2.3')).toBe(true);
    expect(satisfiesRange('1.3.0', '~>1.2.3')).toBe(false);
    expect(satisfiesRange('0.1.0', '>=0.1.0 <0.2.0')).toBe(true);
    expect(satisfiesRange('0.2.0', '>=0.1.0 <0.2.0')).toBe(false);
    expect(satisfiesRange('0.1.0', '>= 1.0.0')).toBe(false);
  });

  it('reads x-ranges, hyphen ranges and alternatives', () => {
    expect(satisfiesRange('0.1.7', '0.1.x')).toBe(true);
    expect(satisfiesRange('0.2.0', '0.1.*')).toBe(false);
    expect(satisfiesRange('5.0.0', '*')).toBe(true);
    expect(satisfiesRange('1.5.0', '>1.x')).toBe(false);
    expect(satisfiesRange('1.2.4', '1.2.3 - 1.3')).toBe(true);
    expect(satisfiesRange('1.4.0', '1.2.3 - 1.3')).toBe(false);
    expect(satisfiesRange('0.1.0', '^1.0.0 || ^0.1.0')).toBe(true);
    expect(satisfiesRange('0.3.0', '^1.0.0 || ^0.1.0')).toBe(false);
  });

  it('counts prereleases in order and keeps them below their release', () => {
    // includePrerelease: a prerelease inside the bounds is accepted...
    expect(satisfiesRange('0.1.1-beta.2', '^0.1.0')).toBe(true);
    // ...one of the next excluded version is not, and neither is one below the lower bound.
    expect(satisfiesRange('0.2.0-beta', '^0.1.0')).toBe(false);
    expect(satisfiesRange('1.2.3-rc.1', '>=1.2.3')).toBe(false);
    expect(satisfiesRange('1.2.3-alpha.10', '>1.2.3-alpha.9')).toBe(true);
    expect(satisfiesRange('1.2.3-alpha.beta', '>1.2.3-alpha.9')).toBe(true);
  });

  it('rejects invalid ranges and versions', () => {
    for (const range of ['not a range', '>=01.0.0', '1.x.3', '^1.2.3.4', '>=1.0.0 <', '~1.2.3-']) {
      expect(satisfiesRange('1.2.3', range), range).toBe(false);
    }
    expect(satisfiesRange('1.2', '*')).toBe(false);
    expect(satisfiesRange('', '*')).toBe(false);
  });

  it('agrees with semver on thousands of generated ranges', () => {
    // A small deterministic generator: the same cases on every run.
    let seed = 20260;
    const pick = <T,>(list: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return list[seed % list.length] as T;
    };
    const operators = ['', '', '=', '>', '>=', '<', '<=', '~', '~>', '^', 'v', '>= ', '~ ', '^ ', '<  ', '= v', '>=v'];
    const versions = [
      '0', '1', '2', '0.1', '1.2', '0.0', '1.x', '0.1.x', '1.2.X', '*', 'x', '0.0.1', '0.1.0', '0.1.4', '1.2.3', '0.2.0',
      '1.2.3-beta.1', '0.1.0-0', '0.1.1-rc.1', '1.2.3+build.5', '01.2.3', '1.2.3-alpha.01', '2.0.0-rc.1', '1.x.3', 'x.1',
      '1.2.3-', '9007199254740992.0.0', '1.2.3-beta.x', '0.1.0-alpha.beta', '1.*.*',
    ];
    const joins = [' ', ' ', ' || ', ' - ', '||', '  ', ' -', ' || >'];
    const candidates = ['0.1.0', '0.1.4', '0.2.0', '0.2.0-beta', '0.1.1-alpha', '0.0.0', '0.0.1', '1.0.0', '1.2.3', '1.2.3-beta.2', '1.2.4-0', '2.0.0', '3.1.4'];
    let compared = 0;
    for (let i = 0; i < 4000; i++) {
      let range = pick(operators) + pick(versions);
      const more = pick([0, 0, 1, 1, 2]);
      for (let j = 0; j < more; j++) range += pick(joins) + pick(operators) + pick(versions);
      if (pick([0, 0, 0, 1]) === 1) range = ` ${range} `;
      for (const version of [pick(candidates), pick(candidates)]) {
        expect(satisfiesRange(version, range), `${version} in "${range}"`).toBe(semver(version, range));
        compared += 1;
      }
    }
    expect(compared).toBe(8000);
  });
});

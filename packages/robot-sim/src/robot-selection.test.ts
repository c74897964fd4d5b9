import { describe, expect, it } from 'vitest';
import { selectRobots } from './robot-selection.js';

const creds = [1, 2, 3].map((n) => ({ serialNo: `S-${n}`, credential: `c${n}` }));

describe('selectRobots', () => {
  it('runs every robot of the file without --count, and the first N with it', () => {
    expect(selectRobots(creds, null, 'f.json').map((c) => c.serialNo)).toEqual(['S-1', 'S-2', 'S-3']);
    expect(selectRobots(creds, 2, 'f.json').map((c) => c.serialNo)).toEqual(['S-1', 'S-2']);
    expect(selectRobots(creds, 3, 'f.json')).toHaveLength(3);
  });

  it('refuses more robots than the file has credentials for, saying how many there are and how to get more', () => {
    expect(() => selectRobots(creds, 4, 'f.json')).toThrow(/--count 4 .*f\.json .*holds 3 robot credentials.*Register more robots/);
    expect(() => selectRobots(creds.slice(0, 1), 2, 'one.json')).toThrow(/holds 1 robot credential\./);
  });
});

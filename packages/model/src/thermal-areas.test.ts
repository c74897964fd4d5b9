import { describe, expect, it } from 'vitest';
import { thermalAreasProblem } from './thermal-areas.js';

const area = (name: string, x = 0) => ({ name, x, y: 0, width: 10, height: 10 });

describe('thermalAreasProblem', () => {
  it('takes up to five named rectangles inside the frame, or none', () => {
    expect(thermalAreasProblem(undefined)).toBeUndefined();
    expect(thermalAreasProblem(['A1', 'B2', 'C3', 'D4', 'E5'].map((n) => area(n)))).toBeUndefined();
  });

  it('refuses a sixth area, a name that is not alphanumeric, a name used twice and a rectangle off the frame', () => {
    expect(thermalAreasProblem(['A', 'B', 'C', 'D', 'E', 'F'].map((n) => area(n)))).toBe('thermalAreas may hold at most 5 areas');
    expect(thermalAreasProblem([area('panel 1')])).toMatch(/thermalAreas\[0\]\.name must be/);
    expect(thermalAreasProblem([area('盤1')])).toMatch(/letters and digits/);
    expect(thermalAreasProblem([area('A'), area('A', 20)])).toMatch(/thermalAreas\[1\]\.name A is used twice/);
    expect(thermalAreasProblem([area('A', 250)])).toMatch(/inside the 256 × 192/);
    expect(thermalAreasProblem([{ name: 'A', x: 0, y: 0, width: 0, height: 5 }])).toMatch(/inside/);
    expect(thermalAreasProblem({ A: area('A') })).toBe('thermalAreas must be a list of areas');
  });
});

import { describe, expect, it } from 'vitest';
import { findPath, type Edge, type SearchGraph } from './astar.js';
import type { Point } from './robot-state.js';

/** A graph from positions and [from, to, cost?] edges (cost defaults to the distance). */
function graph(points: Record<number, Point>, edges: Array<[number, number, number?]>): SearchGraph {
  const out = new Map<number, Edge[]>();
  for (const [from, to, cost] of edges) {
    const a = points[from] as Point;
    const b = points[to] as Point;
    out.set(from, [...(out.get(from) ?? []), { to, cost: cost ?? Math.hypot(b.x - a.x, b.y - a.y) }]);
  }
  return { position: (id) => points[id], edgesFrom: (id) => out.get(id) ?? [] };
}

const square = { 1: { x: 0, y: 0 }, 2: { x: 10, y: 0 }, 3: { x: 10, y: 10 }, 4: { x: 0, y: 10 } };

describe('findPath (A*)', () => {
  it('finds the shortest path, both ends included', () => {
    const g = graph({ ...square, 5: { x: 5, y: 5 } }, [[1, 2], [2, 3], [1, 4], [4, 3], [1, 5], [5, 3]]);
    expect(findPath(g, 1, 3, 1)).toEqual([1, 5, 3]);
  });

  it('takes a longer path when the short one costs more (a slow lane)', () => {
    const g = graph(square, [[1, 2, 100], [2, 3], [1, 4], [4, 3]]);
    expect(findPath(g, 1, 3, 1)).toEqual([1, 4, 3]);
  });

  it('follows edges only the way they lead (one-way routes)', () => {
    const g = graph(square, [[1, 2], [3, 2], [1, 4], [4, 3]]);
    expect(findPath(g, 1, 3, 1)).toEqual([1, 4, 3]);
    expect(findPath(g, 3, 1, 1)).toBeNull();
  });

  it('answers the start alone when it is the goal, and null for unknown or cut-off nodes', () => {
    const g = graph({ ...square, 9: { x: 50, y: 50 } }, [[1, 2]]);
    expect(findPath(g, 1, 1, 1)).toEqual([1]);
    expect(findPath(g, 1, 9, 1)).toBeNull();
    expect(findPath(g, 1, 77, 1)).toBeNull();
    expect(findPath(g, 77, 1, 1)).toBeNull();
  });

  it('plans over a 100 × 100 grid quickly and as short as the grid allows', () => {
    const points: Record<number, Point> = {};
    const edges: Array<[number, number]> = [];
    const id = (x: number, y: number) => y * 100 + x + 1;
    for (let y = 0; y < 100; y++) {
      for (let x = 0; x < 100; x++) {
        points[id(x, y)] = { x, y };
        if (x > 0) edges.push([id(x, y), id(x - 1, y)], [id(x - 1, y), id(x, y)]);
        if (y > 0) edges.push([id(x, y), id(x, y - 1)], [id(x, y - 1), id(x, y)]);
      }
    }
    const g = graph(points, edges);
    const started = performance.now();
    const path = findPath(g, id(0, 0), id(99, 99), 1);
    expect(performance.now() - started).toBeLessThan(500);
    // Manhattan distance 198 steps: 199 nodes.
    expect(path).toHaveLength(199);
    expect(path?.[0]).toBe(id(0, 0));
    expect(path?.at(-1)).toBe(id(99, 99));
  });
});

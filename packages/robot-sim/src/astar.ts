import type { Point } from './robot-state.js';

/** A way out of a node: the node it leads to and what driving it costs (seconds). */
export interface Edge {
  to: number;
  cost: number;
}

/** What A* needs of a graph: each node's position and its ways out. */
export interface SearchGraph {
  position(id: number): Point | undefined;
  edgesFrom(id: number): readonly Edge[];
}

/**
 * The cheapest path from `start` to `goal` (node ids, both ends included), or null when none
 * leads there. `costPerMetre` must not overstate any edge's cost per metre of straight line
 * (1 / the fastest speed), so the straight-line estimate never overshoots and the path is optimal.
 */
export function findPath(graph: SearchGraph, start: number, goal: number, costPerMetre: number): number[] | null {
  const goalAt = graph.position(goal);
  if (!goalAt || !graph.position(start)) return null;
  const estimate = (id: number) => {
    const p = graph.position(id) as Point;
    return Math.hypot(p.x - goalAt.x, p.y - goalAt.y) * costPerMetre;
  };
  const cost = new Map<number, number>([[start, 0]]);
  const cameFrom = new Map<number, number>();
  const done = new Set<number>();
  const open = new MinHeap();
  open.push(start, estimate(start));
  for (let id = open.pop(); id !== undefined; id = open.pop()) {
    if (id === goal) return walkBack(cameFrom, goal);
    // A node pushed again at a lower cost leaves its older entry behind: skip that one.
    if (done.has(id)) continue;
    done.add(id);
    const here = cost.get(id) as number;
    for (const edge of graph.edgesFrom(id)) {
      if (done.has(edge.to) || !graph.position(edge.to)) continue;
      const through = here + edge.cost;
      if (through >= (cost.get(edge.to) ?? Number.POSITIVE_INFINITY)) continue;
      cost.set(edge.to, through);
      cameFrom.set(edge.to, id);
      open.push(edge.to, through + estimate(edge.to));
    }
  }
  return null;
}

function walkBack(cameFrom: ReadonlyMap<number, number>, goal: number): number[] {
  const path = [goal];
  for (let id = cameFrom.get(goal); id !== undefined; id = cameFrom.get(id)) path.push(id);
  return path.reverse();
}

/** A binary heap of node ids by priority, smallest first. */
class MinHeap {
  private readonly ids: number[] = [];
  private readonly keys: number[] = [];

  push(id: number, key: number): void {
    let i = this.ids.length;
    this.ids.push(id);
    this.keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.keys[parent] as number) <= key) break;
      this.move(parent, i);
      i = parent;
    }
    this.ids[i] = id;
    this.keys[i] = key;
  }

  pop(): number | undefined {
    const top = this.ids[0];
    const lastId = this.ids.pop();
    const lastKey = this.keys.pop();
    if (this.ids.length === 0 || lastId === undefined || lastKey === undefined) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.ids.length) break;
      const right = left + 1;
      const child = right < this.ids.length && (this.keys[right] as number) < (this.keys[left] as number) ? right : left;
      if ((this.keys[child] as number) >= lastKey) break;
      this.move(child, i);
      i = child;
    }
    this.ids[i] = lastId;
    this.keys[i] = lastKey;
    return top;
  }

  private move(from: number, to: number): void {
    this.ids[to] = this.ids[from] as number;
    this.keys[to] = this.keys[from] as number;
  }
}

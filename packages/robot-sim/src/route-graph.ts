import { MapAreaKind, WaypointType, type FloorGraphMessage, type GraphArea, type GraphWaypoint } from '@fleetdeck/model';
import { findPath, type Edge, type SearchGraph } from './astar.js';
import { graphBounds, type FloorBounds } from './floor-area.js';
import { pointInPolygon, segmentEntersPolygon } from './geometry.js';
import type { OccupancyGrid } from './occupancy-grid.js';
import type { Point } from './robot-state.js';

/** How many of the nearest waypoints a plan tries as its way onto the routes. */
const ENTRIES_TRIED = 8;

/**
 * A floor's route graph as the robot plans with it (from the server's floorGraph message): waypoints
 * joined by routes, one-way routes only from → to, a route that enters a no-go area left out, and
 * each route's cost the seconds it takes at the speed its speed areas allow. With the floor's
 * occupancy grid (the console's robot map), a route across an occupied cell is left out too.
 */
export class RouteGraph implements SearchGraph {
  readonly floorId: number;
  readonly revision: number;
  /** The world the robot drives in on this floor: wide enough for every waypoint and area. */
  readonly bounds: FloorBounds;
  private readonly waypoints = new Map<number, GraphWaypoint>();
  private readonly edges = new Map<number, Edge[]>();
  private readonly speedAreas: GraphArea[];
  private readonly noGo: Array<GraphArea['polygon']>;

  /** `cruise`: the robot's top driving speed, m/s (a route is never faster than that). */
  constructor(message: FloorGraphMessage, private readonly cruise: number, private readonly grid: OccupancyGrid | null = null) {
    this.floorId = message.floorId;
    this.revision = message.revision;
    this.bounds = graphBounds([...message.waypoints, ...message.areas.flatMap((a) => a.polygon)]);
    this.speedAreas = message.areas.filter((a) => a.kind === MapAreaKind.speed && a.maxSpeed !== null);
    this.noGo = message.areas.filter((a) => a.kind === MapAreaKind.noGo).map((a) => a.polygon);
    for (const w of message.waypoints) this.waypoints.set(w.id, w);
    for (const route of message.routes) {
      const from = this.waypoints.get(route.from);
      const to = this.waypoints.get(route.to);
      if (!from || !to || this.blocked(from, to)) continue;
      const cost = Math.hypot(to.x - from.x, to.y - from.y) / this.laneSpeed(from, to);
      this.addEdge(route.from, { to: route.to, cost });
      if (route.twoWay) this.addEdge(route.to, { to: route.from, cost });
    }
  }

  /** A waypoint of the floor. */
  waypoint(id: number): GraphWaypoint | undefined {
    return this.waypoints.get(id);
  }

  position(id: number): Point | undefined {
    return this.waypoints.get(id);
  }

  edgesFrom(id: number): readonly Edge[] {
    return this.edges.get(id) ?? [];
  }

  /** The fastest a robot may drive at `p`: the lowest speed area it stands in (Infinity outside them all). */
  speedLimitAt(p: Point): number {
    let limit = Number.POSITIVE_INFINITY;
    for (const area of this.speedAreas) if (pointInPolygon(p, area.polygon)) limit = Math.min(limit, area.maxSpeed as number);
    return limit;
  }

  /** Whether driving straight from a to b enters a no-go area or crosses an occupied cell of the floor's map. */
  blocked(a: Point, b: Point): boolean {
    return this.noGo.some((polygon) => segmentEntersPolygon(a, b, polygon)) || (this.grid?.segmentBlocked(a, b) ?? false);
  }

  /**
   * The waypoints from where the robot stands to `goal` along routes: it first drives straight to
   * the nearest waypoint it can reach without entering a no-go area and from which routes lead to
   * the goal, then follows the cheapest path (A*). Null when no route leads there.
   */
  plan(from: Point, goal: number): number[] | null {
    const goalAt = this.waypoints.get(goal);
    if (!goalAt) return null;
    const entries = [...this.waypoints.values()]
      .filter((w) => w.type !== WaypointType.invisible || w.id === goal)
      .map((w) => ({ w, distance: Math.hypot(w.x - from.x, w.y - from.y) }))
      .sort((a, b) => a.distance - b.distance);
    let tried = 0;
    for (const { w } of entries) {
      if (this.blocked(from, w)) continue;
      const path = findPath(this, w.id, goal, 1 / this.cruise);
      if (path) return path;
      // The nearest few ways in decide it; a goal none of them reaches is cut off from here.
      if (++tried >= ENTRIES_TRIED) break;
    }
    return null;
  }

  /** The charge waypoint the robot reaches soonest from `from` along routes, with its path; null when none. */
  nearestCharger(from: Point): number[] | null {
    let best: { path: number[]; seconds: number } | null = null;
    for (const w of this.waypoints.values()) {
      if (w.type !== WaypointType.charge) continue;
      const path = this.plan(from, w.id);
      if (!path) continue;
      const seconds = this.pathSeconds(from, path);
      if (!best || seconds < best.seconds) best = { path, seconds };
    }
    return best?.path ?? null;
  }

  private pathSeconds(from: Point, path: readonly number[]): number {
    let seconds = 0;
    let at = from;
    for (const id of path) {
      const next = this.waypoints.get(id) as GraphWaypoint;
      seconds += Math.hypot(next.x - at.x, next.y - at.y) / this.cruise;
      at = next;
    }
    return seconds;
  }

  private laneSpeed(a: Point, b: Point): number {
    let speed = this.cruise;
    for (const area of this.speedAreas) if (segmentEntersPolygon(a, b, area.polygon)) speed = Math.min(speed, area.maxSpeed as number);
    return speed;
  }

  private addEdge(from: number, edge: Edge): void {
    const list = this.edges.get(from);
    if (list) list.push(edge);
    else this.edges.set(from, [edge]);
  }
}

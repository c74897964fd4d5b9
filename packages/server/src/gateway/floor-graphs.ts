import type { FloorGraphMessage, GraphWaypoint } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { LooseDb } from '../resources/resource-types.js';
import { floorRevision } from '../routes/maps/floor-revision.js';
import { readLayoutItems, type LayoutItems } from '../routes/maps/floor-layout.js';

/** How long a floor's graph is trusted before its revision is read again, ms. */
export const GRAPH_RECHECK_MS = 2000;

/** A floor's layout as the gateway protocol's floorGraph message (waypoint headings in radians, like poses). */
export function toFloorGraph(floorId: number, layout: LayoutItems): FloorGraphMessage {
  return {
    type: 'floorGraph',
    floorId,
    revision: layout.revision,
    waypoints: layout.waypoints.map((w): GraphWaypoint => ({ id: w.id, type: w.type, x: w.x, y: w.y, yaw: radians(w.yaw) })),
    routes: layout.routes.map((r) => ({ from: r.fromWaypointId, to: r.toWaypointId, twoWay: r.twoWay, laneWidth: r.laneWidth })),
    areas: layout.areas.map((a) => ({ kind: a.kind, maxSpeed: a.maxSpeed, polygon: a.polygon })),
  };
}

function radians(degrees: number): number {
  const r = (degrees * Math.PI) / 180;
  return Math.max(-Math.PI, Math.min(Math.PI, r));
}

/** A floor's graph and its JSON text, written once for every robot it is sent to. */
export interface SentGraph {
  graph: FloorGraphMessage;
  text: string;
}

interface Entry {
  graph: SentGraph | null;
  checkedAt: number;
  reading: boolean;
}

/**
 * The route graphs of the floors robots report, for the gateway to send them. Each floor's graph is
 * read once and kept; at most every GRAPH_RECHECK_MS its revision is read again (one small query per
 * floor, however many robots are on it) and the graph re-read when it moved. Reading the store, not
 * listening for saves, keeps every process of a cluster right whichever process took the save.
 */
export class FloorGraphs {
  private readonly floors = new Map<number, Entry>();

  constructor(
    private readonly db: Kysely<LooseDb>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The floor's graph as last read (null until its first read ends); starts a read in the background when due. */
  current(floorId: number): SentGraph | null {
    let entry = this.floors.get(floorId);
    if (!entry) {
      entry = { graph: null, checkedAt: 0, reading: false };
      this.floors.set(floorId, entry);
    }
    if (!entry.reading && this.clock() - entry.checkedAt >= GRAPH_RECHECK_MS) void this.refresh(floorId, entry);
    return entry.graph;
  }

  /** Waits until no read is under way (tests). */
  async settled(): Promise<void> {
    while ([...this.floors.values()].some((e) => e.reading)) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private async refresh(floorId: number, entry: Entry): Promise<void> {
    entry.reading = true;
    try {
      const revision = await floorRevision(this.db, floorId);
      if (entry.graph?.graph.revision !== revision) {
        const graph = toFloorGraph(floorId, await readLayoutItems(this.db, floorId));
        entry.graph = { graph, text: JSON.stringify(graph) };
      }
    } catch {
      // Kept as it was; the next report tries again.
    } finally {
      entry.checkedAt = this.clock();
      entry.reading = false;
    }
  }
}

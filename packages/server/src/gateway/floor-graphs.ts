import { encodeRobotMapReport, type FloorGraphMessage, type GraphWaypoint, type RobotMapInfo } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { LooseDb } from '../resources/resource-types.js';
import { findFile } from '../storage/file-access.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { Database } from '../db/database.js';
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

/** A floor's robot map as the gateway sends it to the robots on the floor: a binary map report of its PNG. */
export interface SentMap {
  /** The PNG's file id: a new one with every upload, edit or robot report. */
  fileId: number;
  bytes: Uint8Array;
}

interface Entry {
  graph: SentGraph | null;
  map: SentMap | null;
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
    /** Where map images are read from; without it (tests of the graph alone) no map is sent. */
    private readonly storage: FileStorage | null = null,
  ) {}

  /** The floor's graph as last read (null until its first read ends); starts a read in the background when due. */
  current(floorId: number): SentGraph | null {
    let entry = this.floors.get(floorId);
    if (!entry) {
      entry = { graph: null, map: null, checkedAt: 0, reading: false };
      this.floors.set(floorId, entry);
    }
    if (!entry.reading && this.clock() - entry.checkedAt >= GRAPH_RECHECK_MS) void this.refresh(floorId, entry);
    return entry.graph;
  }

  /** The floor's robot map as last read (null: none, or not read yet); `current` keeps it fresh. */
  map(floorId: number): SentMap | null {
    return this.floors.get(floorId)?.map ?? null;
  }

  /** Waits until no read is under way (tests). */
  async settled(): Promise<void> {
    while ([...this.floors.values()].some((e) => e.reading)) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private async refresh(floorId: number, entry: Entry): Promise<void> {
    entry.reading = true;
    try {
      const row = await this.db
        .selectFrom('floor_maps')
        .select([sql.ref('revision').as('revision'), sql.ref('map_png_file_id').as('png'), sql.ref('map_info').as('info')])
        .where(sql.ref('floor_id'), '=', floorId)
        .executeTakeFirst();
      const revision = row ? Number(row.revision) : 0;
      if (entry.graph?.graph.revision !== revision) {
        const graph = toFloorGraph(floorId, await readLayoutItems(this.db, floorId));
        entry.graph = { graph, text: JSON.stringify(graph) };
      }
      const png = row?.png === null || row?.png === undefined ? null : Number(row.png);
      if (png === null) entry.map = null;
      else if (entry.map?.fileId !== png) entry.map = await this.readMap(floorId, png, JSON.parse(String(row?.info)) as RobotMapInfo);
    } catch {
      // Kept as it was; the next report tries again.
    } finally {
      entry.checkedAt = this.clock();
      entry.reading = false;
    }
  }

  /** The map report of a floor's map: its map.yaml values and the PNG browsers draw (smaller than a PGM, and read by every robot). */
  private async readMap(floorId: number, fileId: number, info: RobotMapInfo): Promise<SentMap | null> {
    if (!this.storage) return null;
    const file = await findFile(this.db as unknown as Kysely<Database>, fileId);
    if (!file) return null;
    const header = {
      floorId,
      image: `${info.image.replace(/\.[^.]*$/, '')}.png`,
      resolution: info.resolution,
      origin: info.origin,
      occupiedThresh: info.occupiedThresh,
      freeThresh: info.freeThresh,
      negate: info.negate,
      mode: info.mode,
    };
    return { fileId, bytes: encodeRobotMapReport(header, await this.storage.get(file.storage_key)) };
  }
}

import { areaIssues, outsideMapIssues, routeIssues, waypointIssues, type FieldError, type FloorLayout, type FloorLayoutSave, type RobotMapInfo } from '@fleetdeck/model';
import { sql, type Kysely, type Transaction } from 'kysely';
import { validationFailed } from '../../errors/api-error.js';
import type { LooseDb, ResourceDefinition, Row } from '../../resources/resource-types.js';
import type { ScopedFloor } from '../../rules/floor-scope.js';
import { advanceRevision, floorRevision } from './floor-revision.js';
import { readFloorMap } from './floor-map-store.js';
import { mapAreaResource, mapRouteResource, waypointResource } from './map-resources.js';
import { assertDroppedUnused } from './waypoint-flow-uses.js';

async function rowsOf(db: Kysely<LooseDb>, definition: ResourceDefinition, floorId: number): Promise<Row[]> {
  return db.selectFrom(definition.table).selectAll().where(sql.ref('floor_id'), '=', floorId).orderBy(sql.ref('id')).execute();
}

/** A floor's waypoints, routes and areas with the revision they were read at (no scope check: callers check it, or are the gateway). */
export type LayoutItems = Pick<FloorLayout, 'revision' | 'waypoints' | 'routes' | 'areas'>;

/** Reads what is drawn on floor `floorId`'s map. */
export async function readLayoutItems(db: Kysely<LooseDb>, floorId: number): Promise<LayoutItems> {
  const [waypoints, routes, areas, revision] = await Promise.all([
    rowsOf(db, waypointResource, floorId),
    rowsOf(db, mapRouteResource, floorId),
    rowsOf(db, mapAreaResource, floorId),
    floorRevision(db, floorId),
  ]);
  return {
    revision,
    waypoints: waypoints.map((row) => waypointResource.toRecord(row)),
    routes: routes.map((row) => mapRouteResource.toRecord(row)),
    areas: areas.map((row) => mapAreaResource.toRecord(row)),
  } as LayoutItems;
}

/** Everything drawn on a floor's map at its current revision. */
export async function readLayout(db: Kysely<LooseDb>, floor: ScopedFloor): Promise<FloorLayout> {
  return { floorId: floor.id, buildingId: floor.buildingId, ...(await readLayoutItems(db, floor.id)) };
}

/** The rules of a layout the schema cannot state: unique keys, routes between two known waypoints, the waypoint and area rules, waypoints on the map. */
export function layoutIssues(body: FloorLayoutSave, map: RobotMapInfo | null = null): FieldError[] {
  const errors: FieldError[] = [];
  const keys = new Set<string>();
  body.waypoints.forEach((waypoint, i) => {
    if (keys.has(waypoint.key)) errors.push({ path: `waypoints.${i}.key`, code: 'duplicateKey', message: 'is used by another waypoint of this save' });
    keys.add(waypoint.key);
    errors.push(...waypointIssues(waypoint, `waypoints.${i}.`), ...outsideMapIssues(map, waypoint, `waypoints.${i}.`));
  });
  body.routes.forEach((route, i) => {
    for (const end of ['from', 'to'] as const) {
      if (!keys.has(route[end])) errors.push({ path: `routes.${i}.${end}`, code: 'unknownWaypoint', message: 'is not a waypoint of this save' });
    }
    errors.push(...routeIssues(route, `routes.${i}.`));
  });
  body.areas.forEach((area, i) => errors.push(...areaIssues(area, `areas.${i}.`)));
  return errors;
}

/** Stored ids a save names that are not rows of this floor (another floor's waypoint, a deleted one). */
async function foreignIds(trx: Transaction<LooseDb>, table: string, floorId: number, items: ReadonlyArray<{ id?: number }>, list: string): Promise<FieldError[]> {
  const stored = new Set((await trx.selectFrom(table).select(sql.ref('id').as('id')).where(sql.ref('floor_id'), '=', floorId).execute()).map((r) => Number(r.id)));
  return items.flatMap((item, i) => (item.id !== undefined && !stored.has(item.id) ? [{ path: `${list}.${i}.id`, code: 'notOnFloor', message: 'is not stored on this floor' }] : []));
}

/** The floor's stored waypoints a save no longer lists: the ones it would delete. */
async function droppedWaypoints(trx: Transaction<LooseDb>, floorId: number, listed: ReadonlyArray<{ id?: number }>): Promise<Array<{ id: number; name: string }>> {
  const kept = new Set(listed.flatMap((w) => (w.id === undefined ? [] : [w.id])));
  const stored = await trx.selectFrom('waypoints').select([sql.ref('id').as('id'), sql.ref('name').as('name')]).where(sql.ref('floor_id'), '=', floorId).execute();
  return stored.map((row) => ({ id: Number(row.id), name: String(row.name) })).filter((row) => !kept.has(row.id));
}

/** Deletes the floor's rows of `table` the save no longer lists. */
async function dropUnlisted(trx: Transaction<LooseDb>, table: string, floorId: number, kept: readonly number[]): Promise<void> {
  let query = trx.deleteFrom(table).where(sql.ref('floor_id'), '=', floorId);
  if (kept.length > 0) query = query.where(sql.ref('id'), 'not in', [...kept]);
  await query.execute();
}

/** Updates the listed rows and inserts the new ones; answers each item's stored id in order. */
async function writeRows(trx: Transaction<LooseDb>, table: string, rows: ReadonlyArray<{ id?: number; row: Row }>, located: Row, now: string): Promise<number[]> {
  const ids: number[] = [];
  for (const { id, row } of rows) {
    if (id !== undefined) {
      await trx.updateTable(table).set({ ...row, updated_at: now }).where(sql.ref('id'), '=', id).execute();
      ids.push(id);
    } else {
      const inserted = await trx.insertInto(table).values({ ...located, ...row, created_at: now, updated_at: now }).returning(sql.ref('id').as('id')).executeTakeFirstOrThrow();
      ids.push(Number(inserted.id));
    }
  }
  return ids;
}

/**
 * Saves a floor's whole layout in one transaction: what the save lists is kept (updated or
 * inserted), what it does not is deleted, and the revision moves on; 409 when `revision` is not the
 * floor's any more or a dropped waypoint is one a flow goes to, 400 with field paths (`waypoints.3.action`) for broken items.
 */
export async function saveLayout(db: Kysely<LooseDb>, floor: ScopedFloor, body: FloorLayoutSave): Promise<void> {
  const issues = layoutIssues(body, (await readFloorMap(db, floor.id)).mapInfo);
  if (issues.length > 0) throw validationFailed(issues);
  const located = { organization_id: floor.organizationId, building_id: floor.buildingId, floor_id: floor.id };
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await advanceRevision(trx, floor.id, body.revision);
    const foreign = [
      ...(await foreignIds(trx, 'waypoints', floor.id, body.waypoints, 'waypoints')),
      ...(await foreignIds(trx, 'map_routes', floor.id, body.routes, 'routes')),
      ...(await foreignIds(trx, 'map_areas', floor.id, body.areas, 'areas')),
    ];
    if (foreign.length > 0) throw validationFailed(foreign);
    await assertDroppedUnused(trx, floor.buildingId, await droppedWaypoints(trx, floor.id, body.waypoints));
    // Routes and areas first: a waypoint a dropped route joined can then go without cascading.
    await dropUnlisted(trx, 'map_routes', floor.id, body.routes.flatMap((r) => (r.id === undefined ? [] : [r.id])));
    await dropUnlisted(trx, 'map_areas', floor.id, body.areas.flatMap((a) => (a.id === undefined ? [] : [a.id])));
    await dropUnlisted(trx, 'waypoints', floor.id, body.waypoints.flatMap((w) => (w.id === undefined ? [] : [w.id])));
    const waypointIds = await writeRows(
      trx,
      'waypoints',
      body.waypoints.map((w) => ({ id: w.id, row: { name: w.name, type: w.type, x: w.x, y: w.y, yaw: w.yaw, action: w.action ?? '' } })),
      located,
      now,
    );
    const idOf = new Map(body.waypoints.map((w, i) => [w.key, waypointIds[i]]));
    await writeRows(
      trx,
      'map_routes',
      body.routes.map((r) => ({ id: r.id, row: { from_waypoint_id: idOf.get(r.from), to_waypoint_id: idOf.get(r.to), two_way: r.twoWay === false ? 0 : 1, lane_width: r.laneWidth ?? 1 } })),
      located,
      now,
    );
    await writeRows(
      trx,
      'map_areas',
      body.areas.map((a) => ({ id: a.id, row: { name: a.name, kind: a.kind, max_speed: a.maxSpeed ?? null, polygon: JSON.stringify(a.polygon) } })),
      located,
      now,
    );
  });
}

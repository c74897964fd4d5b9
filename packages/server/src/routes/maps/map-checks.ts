import { areaIssues, outsideMapIssues, routeIssues, waypointIssues, type FieldError } from '@fleetdeck/model';
import { sql, type Transaction } from 'kysely';
import type { LooseDb, ResourceCheck, ResourceDefinition } from '../../resources/resource-types.js';
import { merged } from '../../rules/record-values.js';
import { bumpRevision } from './floor-revision.js';
import { readFloorMap } from './floor-map-store.js';

/** An action waypoint names its action. */
export const waypointActionCheck: ResourceCheck = {
  name: 'waypointAction',
  on: ['create', 'update'],
  run: (args) => waypointIssues(merged(args) as { type?: number; action?: string }),
};

/** A waypoint lies on its floor's robot map, once the floor has one. */
export const waypointOnMapCheck: ResourceCheck = {
  name: 'waypointOnMap',
  on: ['create', 'update'],
  async run(args) {
    const values = merged(args);
    if (args.input.x === undefined && args.input.y === undefined && args.input.floorId === undefined) return [];
    const { mapInfo } = await readFloorMap(args.ctx.db, Number(values.floorId));
    return outsideMapIssues(mapInfo, { x: Number(values.x), y: Number(values.y) });
  },
};

/** A speed area names its speed. */
export const areaSpeedCheck: ResourceCheck = {
  name: 'areaSpeed',
  on: ['create', 'update'],
  run: (args) => areaIssues(merged(args) as { kind?: number; maxSpeed?: number | null }),
};

/** Both ends of a route are different waypoints of the route's floor. */
export const routeEndsCheck: ResourceCheck = {
  name: 'routeEnds',
  on: ['create', 'update'],
  async run(args) {
    const values = merged(args);
    const from = Number(values.fromWaypointId);
    const to = Number(values.toWaypointId);
    const loop = routeIssues({ from, to }).map((e) => ({ ...e, path: 'toWaypointId' }));
    if (loop.length > 0) return loop;
    const rows = await args.ctx.db
      .selectFrom('waypoints')
      .select(sql.ref('id').as('id'))
      .where(sql.ref('id'), 'in', [from, to])
      .where(sql.ref('floor_id'), '=', Number(values.floorId))
      .execute();
    const onFloor = new Set(rows.map((row) => Number(row.id)));
    const errors: FieldError[] = [];
    for (const [path, id] of [['fromWaypointId', from], ['toWaypointId', to]] as const) {
      if (!onFloor.has(id)) errors.push({ path, code: 'waypointNotOnFloor', message: 'is not a waypoint of the chosen floor' });
    }
    return errors;
  },
};

/** A write of a waypoint, route or area changes its floor's layout: the editor's next save must know. */
export async function bumpRecordFloor(trx: Transaction<LooseDb>, definition: Pick<ResourceDefinition, 'table'>, id: number): Promise<void> {
  const row = await trx.selectFrom(definition.table).select(sql.ref('floor_id').as('floorId')).where(sql.ref('id'), '=', id).executeTakeFirst();
  if (row) await bumpRevision(trx, Number(row.floorId));
}

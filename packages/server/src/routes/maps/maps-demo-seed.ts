import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { looseDb } from '../../resources/resource-context.js';

// Demo waypoints and routes on Aozora Tower 1F (issue 18), where the simulated robots start: an
// origin at the entrance, a charger, a standby spot and the reception, joined in a loop. Filled only
// while the floor has no waypoints, so the seed can run again on an existing data folder.

const WAYPOINTS: ReadonlyArray<[string, number, number, number, number]> = [
  ['Entrance', 0, 1, 1, 0],
  ['Reception', 1, 6.5, 2, 90],
  ['Charging dock', 2, 2, 6, -90],
  ['Elevator hall', 3, 12, 4.5, 180],
];
const ROUTES: ReadonlyArray<[number, number, boolean]> = [[0, 1, true], [1, 3, true], [3, 2, false], [2, 0, true]];

/** Adds the demo floor map's waypoints and routes when Aozora Tower 1F has none. */
export async function seedMapsDemo(database: Kysely<Database>): Promise<void> {
  const db = looseDb(database);
  const floor = await db
    .selectFrom('floors')
    .innerJoin('buildings', 'buildings.id', 'floors.building_id')
    .select([sql.ref('floors.id').as('floorId'), sql.ref('buildings.id').as('buildingId'), sql.ref('buildings.organization_id').as('organizationId')])
    .where(sql.ref('buildings.name'), '=', 'Aozora Tower')
    .where(sql.ref('floors.name'), '=', '1F')
    .executeTakeFirst();
  if (!floor) return;
  const located = { organization_id: Number(floor.organizationId), building_id: Number(floor.buildingId), floor_id: Number(floor.floorId) };
  const any = await db.selectFrom('waypoints').select(sql.ref('id').as('id')).where(sql.ref('floor_id'), '=', located.floor_id).limit(1).executeTakeFirst();
  if (any) return;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [name, type, x, y, yaw] of WAYPOINTS) {
      const row = await trx.insertInto('waypoints').values({ ...located, name, type, x, y, yaw, action: '', created_at: now, updated_at: now }).returning(sql.ref('id').as('id')).executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    for (const [from, to, twoWay] of ROUTES) {
      await trx.insertInto('map_routes').values({ ...located, from_waypoint_id: ids[from], to_waypoint_id: ids[to], two_way: twoWay ? 1 : 0, lane_width: 1.2, created_at: now, updated_at: now }).execute();
    }
  });
}

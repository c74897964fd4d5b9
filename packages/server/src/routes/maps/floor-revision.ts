import { ApiError } from '../../errors/api-error.js';
import { sql, type Kysely } from 'kysely';
import type { LooseDb } from '../../resources/resource-types.js';

/** The floor's layout revision: how many times its waypoints, routes or areas were saved (0 before any). */
export async function floorRevision(db: Kysely<LooseDb>, floorId: number): Promise<number> {
  const row = await db.selectFrom('floor_maps').select(sql.ref('revision').as('revision')).where(sql.ref('floor_id'), '=', floorId).executeTakeFirst();
  return row ? Number(row.revision) : 0;
}

/** Counts one more change of the floor's layout (any write of its waypoints, routes or areas). */
export async function bumpRevision(db: Kysely<LooseDb>, floorId: number): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('floor_maps')
    .values({ floor_id: floorId, revision: 1, updated_at: now })
    .onConflict((oc) => oc.column('floor_id').doUpdateSet({ revision: sql`floor_maps.revision + 1`, updated_at: now }))
    .execute();
}

/**
 * Moves the floor from revision `expected` to the next one, or answers 409 CONFLICT when someone
 * else saved it in between. One conditional write, so two saves racing cannot both pass.
 */
export async function advanceRevision(db: Kysely<LooseDb>, floorId: number, expected: number): Promise<number> {
  const now = new Date().toISOString();
  const move = async () => {
    const updated = await db
      .updateTable('floor_maps')
      .set({ revision: expected + 1, updated_at: now })
      .where(sql.ref('floor_id'), '=', floorId)
      .where(sql.ref('revision'), '=', expected)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  };
  if (await move()) return expected + 1;
  let stored = await floorRevision(db, floorId);
  if (expected === 0 && stored === 0) {
    const inserted = await db
      .insertInto('floor_maps')
      .values({ floor_id: floorId, revision: 1, updated_at: now })
      .onConflict((oc) => oc.column('floor_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 1;
    // Another write made the row meanwhile: on PostgreSQL a robot's map report, which keeps the map
    // there at revision 0, can commit between this save's first look and its insert. Still revision 0
    // is no conflict; a statement run now sees that row.
    if (await move()) return 1;
    stored = await floorRevision(db, floorId);
  }
  throw new ApiError('CONFLICT', `Someone else saved this floor since you opened it (revision ${String(stored)} now, ${String(expected)} when you opened it); reload it and make your changes again`);
}

import { flowWaypointIds, type FieldError, type WaypointUser } from '@fleetdeck/model';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../../errors/api-error.js';
import type { LooseDb, ResourceCheck } from '../../resources/resource-types.js';

/** The flows of a building that name each waypoint in a go-to step (only waypoints some flow names). */
export async function waypointUsers(db: Kysely<LooseDb>, buildingId: number): Promise<Map<number, WaypointUser[]>> {
  const flows = await db
    .selectFrom('flows')
    .select([sql.ref('id').as('id'), sql.ref('name').as('name'), sql.ref('definition').as('definition')])
    .where(sql.ref('building_id'), '=', buildingId)
    .orderBy(sql.ref('name'))
    .orderBy(sql.ref('id'))
    .execute();
  const users = new Map<number, WaypointUser[]>();
  for (const flow of flows) {
    for (const waypointId of flowWaypointIds(String(flow.definition))) {
      users.set(waypointId, [...(users.get(waypointId) ?? []), { id: Number(flow.id), name: String(flow.name) }]);
    }
  }
  return users;
}

const quoted = (flows: readonly WaypointUser[]): string => flows.map((flow) => `"${flow.name}"`).join(', ');

/** Why a waypoint cannot go: `subject` ("It is", 'The waypoint "Lobby" is') and the flows that name it. */
function usedBy(subject: string, flows: readonly WaypointUser[]): string {
  const [noun, those] = flows.length === 1 ? ['flow', 'that flow'] : ['flows', 'those flows'];
  return `${subject} used by the ${noun} ${quoted(flows)}; remove it from ${those} first`;
}

/** A waypoint a flow goes to cannot be deleted: the flow would name nothing (issue 18). */
export const waypointInFlowCheck: ResourceCheck = {
  name: 'waypointUsedByFlow',
  on: ['delete'],
  status: 409,
  async run({ ctx, id, existing }) {
    const flows = (await waypointUsers(ctx.db, Number(existing?.buildingId))).get(id ?? 0);
    return flows ? [{ path: 'id', code: 'waypointInUse', message: usedBy('is', flows) }] : [];
  },
};

/**
 * The layout save's form of the same rule: stored waypoints the save drops while flows name them
 * answer 409 with a `waypointInUse` detail each (path `waypoints`, as they are not in the body), so
 * the editor can tell this refusal from a revision conflict, which has no details.
 */
export async function assertDroppedUnused(db: Kysely<LooseDb>, buildingId: number, dropped: ReadonlyArray<{ id: number; name: string }>): Promise<void> {
  if (dropped.length === 0) return;
  const users = await waypointUsers(db, buildingId);
  const details: FieldError[] = dropped.flatMap(({ id, name }) => {
    const flows = users.get(id);
    return flows ? [{ path: 'waypoints', code: 'waypointInUse', message: usedBy(`The waypoint "${name}" is`, flows) }] : [];
  });
  if (details.length > 0) throw new ApiError('CONFLICT', details.map((detail) => detail.message).join(' '), details);
}

import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.js';

// A flow names a waypoint of its floor's map in a go-to step: {"goTo": {"waypointId": 12, "name":
// "Lobby", "x": 6.5, "y": 2, "yaw": 90}}. Such a waypoint cannot be deleted while the flow names it
// (the waypoint resource's delete, the map editor's save and its delete refusal ask this one reader).

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The map waypoint ids a flow definition's go-to steps name, each once, in step order; none when the text is not a definition. */
export function flowWaypointIds(definition: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(definition);
  } catch {
    return [];
  }
  if (!isObject(parsed) || !Array.isArray(parsed.steps)) return [];
  const ids: number[] = [];
  for (const step of parsed.steps) {
    const goTo = isObject(step) && isObject(step.goTo) ? step.goTo : undefined;
    const id = goTo?.waypointId;
    if (Number.isSafeInteger(id) && (id as number) >= 1 && !ids.includes(id as number)) ids.push(id as number);
  }
  return ids;
}

/** A flow that names a waypoint. */
export const WaypointUser = Type.Object({ id: Id, name: Type.String() });
export type WaypointUser = Static<typeof WaypointUser>;

/** GET /api/floors/:floorId/waypoint-flows: the floor's waypoints that flows name, with those flows (so the editor refuses their delete). */
export const WaypointFlowUses = Type.Object({
  floorId: Id,
  uses: Type.Array(Type.Object({ waypointId: Id, flows: Type.Array(WaypointUser) })),
});
export type WaypointFlowUses = Static<typeof WaypointFlowUses>;

import type { WaypointFlowUses, WaypointUser } from '@fleetdeck/model';
import { useQuery } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import type { EditorLayout } from './editorLayout.js';

/** The flows that go to each stored waypoint of the floor, and a way to ask again (after a refused save). */
export interface WaypointFlows {
  byWaypoint: ReadonlyMap<number, readonly WaypointUser[]>;
  reload: () => void;
}

/** The floor's waypoints that flows name (GET /api/floors/:floorId/waypoint-flows): the editor refuses to delete them. */
export function useWaypointFlows(floorId: number): WaypointFlows {
  const uses = useQuery<WaypointFlowUses>(`/floors/${floorId}/waypoint-flows`);
  const byWaypoint = useMemo(() => new Map((uses.data?.uses ?? []).map((use) => [use.waypointId, use.flows])), [uses.data]);
  return { byWaypoint, reload: uses.reload };
}

/** One waypoint a delete would take from the flows that go there. */
export interface UsedWaypoint {
  name: string;
  flows: readonly WaypointUser[];
}

/** The stored waypoints among `keys` that flows go to: a delete of any of them is refused, naming the flows. */
export function usedAmong(layout: EditorLayout, keys: Iterable<string>, byWaypoint: WaypointFlows['byWaypoint']): UsedWaypoint[] {
  const wanted = new Set(keys);
  return layout.waypoints.flatMap((waypoint) => {
    const flows = waypoint.id === undefined || !wanted.has(waypoint.key) ? undefined : byWaypoint.get(waypoint.id);
    return flows ? [{ name: waypoint.name, flows }] : [];
  });
}

/** The stored waypoints of the loaded layout that `layout` no longer has while flows go there (what a save would be refused for). */
export function droppedInUse(loaded: EditorLayout, layout: EditorLayout, byWaypoint: WaypointFlows['byWaypoint']): UsedWaypoint[] {
  const kept = new Set(layout.waypoints.flatMap((w) => (w.id === undefined ? [] : [w.id])));
  return usedAmong(loaded, loaded.waypoints.filter((w) => w.id !== undefined && !kept.has(w.id)).map((w) => w.key), byWaypoint);
}

import { useMemo } from 'react';
import { flowRoute, type FloorLayout, type PlanePoint } from '@fleetdeck/model';
import { useQuery } from '@fleetdeck/sdk';
import type { MapPose } from './MiniMap.js';
import { navigationRoute, type NavigationReport } from './navigationRoute.js';

/** The running flow as telemetry reports it: which flow and how many of its waypoints are reached. */
export interface RunningFlow {
  flowId: number | null;
  step: number;
}

/** What the mini-map draws ahead of the robot: the path it plans, else its flow's route, with the goal; `kind` says which. */
export interface RobotRoute {
  kind: 'path' | 'flow' | 'none';
  route: PlanePoint[] | undefined;
  goal: PlanePoint | undefined;
}

/** The route of the running flow (its registered definition's waypoints) and the one the robot heads for. */
function useFlowRoute(flow: RunningFlow | null) {
  const flowId = flow?.flowId ?? null;
  const record = useQuery<{ definition: string }>(`/flows/${flowId ?? 0}`, { enabled: flowId !== null });
  return useMemo(() => {
    const read = record.data && flowId !== null ? flowRoute(record.data.definition) : { kind: 'none' as const };
    if (read.kind !== 'route' || !flow) return undefined;
    return { route: read.waypoints, goal: read.waypoints[Math.min(flow.step, read.waypoints.length - 1)] };
  }, [record.data, flowId, flow]);
}

/** The path the robot plans over the floor's routes (telemetry `navigation`), placed by the floor's layout. */
function useNavigationRoute(floorId: number | null, navigation: NavigationReport | null, pose: MapPose | null) {
  // The layout is read only while the robot navigates: most robots in teleop are driven by hand.
  const layout = useQuery<FloorLayout>(`/floors/${floorId ?? 0}/layout`, { enabled: navigation !== null && floorId !== null });
  return useMemo(() => navigationRoute(navigation, layout.data?.waypoints, pose), [navigation, layout.data, pose]);
}

/**
 * What lies ahead of the robot, in metres of its floor: the path it plans over the floor's routes
 * while it navigates, otherwise its running flow's route, otherwise nothing. Both mini-maps (on the
 * floor's robot map and on the metre grid) draw it.
 */
export function useRobotRoute(floorId: number | null, flow: RunningFlow | null, navigation: NavigationReport | null, pose: MapPose | null): RobotRoute {
  const ofFlow = useFlowRoute(flow);
  const planned = useNavigationRoute(floorId, navigation, pose);
  if (planned) return { kind: 'path', ...planned };
  if (ofFlow?.goal) return { kind: 'flow', ...ofFlow };
  return { kind: 'none', route: ofFlow?.route, goal: undefined };
}

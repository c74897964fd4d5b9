import { useMemo } from 'react';
import { flowRoute, type FloorLayout, type FloorMapAnswer } from '@fleetdeck/model';
import { FloorMapView, useQuery, useT } from '@fleetdeck/sdk';
import type { MapPose } from './MiniMap.js';
import { navigationRoute, type NavigationReport } from './navigationRoute.js';

/** The running flow as telemetry reports it: which flow and how many of its waypoints are reached. */
export interface RunningFlow {
  flowId: number | null;
  step: number;
}

/** The route of the running flow (its registered definition's waypoints) and the one the robot heads for. */
function useFlowRoute(flow: RunningFlow | null) {
  const flowId = flow?.flowId ?? null;
  const record = useQuery<{ definition: string }>(`/flows/${flowId ?? 0}`, { enabled: flowId !== null });
  return useMemo(() => {
    const read = record.data && flowId !== null ? flowRoute(record.data.definition) : { kind: 'none' as const };
    if (read.kind !== 'route' || !flow) return { route: undefined, goal: undefined };
    return { route: read.waypoints, goal: read.waypoints[Math.min(flow.step, read.waypoints.length - 1)] };
  }, [record.data, flowId, flow]);
}

/** The path the robot plans over the floor's routes (telemetry `navigation`), placed by the floor's layout. */
function useNavigationRoute(floorId: number, navigation: NavigationReport | null, pose: MapPose | null) {
  // The layout is read only while the robot navigates: most robots in teleop are driven by hand.
  const layout = useQuery<FloorLayout>(`/floors/${floorId}/layout`, { enabled: navigation !== null });
  return useMemo(() => navigationRoute(navigation, layout.data?.waypoints, pose), [navigation, layout.data, pose]);
}

/**
 * The mini-map on the floor's real robot map: the robot gliding between reports and one line ahead
 * of it with its goal: the path it plans over the floor's routes while it navigates, otherwise its
 * flow's route.
 */
export function FloorMiniMap({ floor, robotId, name, pose, flow, navigation, className }: {
  floor: FloorMapAnswer;
  robotId: number;
  name: string;
  pose: MapPose | null;
  flow: RunningFlow | null;
  navigation: NavigationReport | null;
  className: string;
}) {
  const t = useT();
  const ofFlow = useFlowRoute(flow);
  const planned = useNavigationRoute(floor.floorId, navigation, pose);
  const { route, goal } = planned ?? ofFlow;
  const label = planned ? 'map.floorLabelPath' : goal ? 'map.floorLabelGoal' : 'map.floorLabel';
  const robots = useMemo(() => (pose ? [{ id: robotId, name, pose, colour: '#c50f1f' }] : []), [robotId, name, pose]);
  return (
    <FloorMapView
      className={className}
      floorId={floor.floorId}
      robots={robots}
      route={route}
      goal={goal}
      label={t(label, { floor: floor.floorName })}
    />
  );
}

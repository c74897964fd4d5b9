import { useMemo } from 'react';
import { flowRoute, type FloorMapAnswer } from '@fleetdeck/model';
import { FloorMapView, useQuery, useT } from '@fleetdeck/sdk';
import type { MapPose } from './MiniMap.js';

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

/** The mini-map on the floor's real robot map: the robot gliding between reports, its flow's route and its goal. */
export function FloorMiniMap({ floor, robotId, name, pose, flow, className }: {
  floor: FloorMapAnswer;
  robotId: number;
  name: string;
  pose: MapPose | null;
  flow: RunningFlow | null;
  className: string;
}) {
  const t = useT();
  const { route, goal } = useFlowRoute(flow);
  const robots = useMemo(() => (pose ? [{ id: robotId, name, pose, colour: '#c50f1f' }] : []), [robotId, name, pose]);
  return (
    <FloorMapView
      className={className}
      floorId={floor.floorId}
      robots={robots}
      route={route}
      goal={goal}
      label={t(goal ? 'map.floorLabelGoal' : 'map.floorLabel', { floor: floor.floorName })}
    />
  );
}

import { useMemo } from 'react';
import type { FloorMapAnswer } from '@fleetdeck/model';
import { FloorMapView, useT } from '@fleetdeck/sdk';
import type { MapPose } from './MiniMap.js';
import type { RobotRoute } from './useRobotRoute.js';

/**
 * The mini-map on the floor's real robot map: the robot gliding between reports and one line ahead
 * of it with its goal: the path it plans over the floor's routes while it navigates, otherwise its
 * flow's route.
 */
export function FloorMiniMap({ floor, robotId, name, pose, ahead, className }: {
  floor: FloorMapAnswer;
  robotId: number;
  name: string;
  pose: MapPose | null;
  ahead: RobotRoute;
  className: string;
}) {
  const t = useT();
  const label = ahead.kind === 'path' ? 'map.floorLabelPath' : ahead.goal ? 'map.floorLabelGoal' : 'map.floorLabel';
  const robots = useMemo(() => (pose ? [{ id: robotId, name, pose, colour: '#c50f1f' }] : []), [robotId, name, pose]);
  return (
    <FloorMapView
      className={className}
      floorId={floor.floorId}
      robots={robots}
      route={ahead.route}
      goal={ahead.goal}
      label={t(label, { floor: floor.floorName })}
    />
  );
}

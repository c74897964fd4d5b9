import { useMemo } from 'react';
import { ResourceList, useCurrentBuilding, useLiveRobots, useLiveRobotsInCache } from '@fleetdeck/sdk';
import { useBuildingNames } from '../shared/useBuildingNames.js';
import { RobotListContext } from './liveRobotsContext.js';
import { robotResource } from './robotResource.js';

/** /robot/list: robots of the building chosen in the header (or all the admin can see), with their live connection and battery. */
export function RobotListPage() {
  const current = useCurrentBuilding().id;
  const buildingId = current === null ? null : Number(current);
  const buildingIds = useMemo(() => (buildingId === null ? null : [buildingId]), [buildingId]);
  const { robots } = useLiveRobots(buildingIds);
  // A robot renamed or re-registered by another administrator shows in the rows as the stream says so.
  useLiveRobotsInCache(robots);
  const { nameOf } = useBuildingNames();
  const lookups = useMemo(() => ({ live: new Map(robots.map((robot) => [robot.serialNo, robot])), buildingName: nameOf }), [robots, nameOf]);
  return (
    <RobotListContext.Provider value={lookups}>
      <ResourceList resource={robotResource} where={buildingId === null ? undefined : { buildingId }} />
    </RobotListContext.Provider>
  );
}

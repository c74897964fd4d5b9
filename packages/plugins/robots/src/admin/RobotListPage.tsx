import { useMemo } from 'react';
import { ResourceList, useLiveRobots, useLiveRobotsInCache } from '@fleetdeck/sdk';
import { useBuildingNames } from '../shared/useBuildingNames.js';
import { RobotListContext } from './liveRobotsContext.js';
import { robotResource } from './robotResource.js';

/** /robot/list: robots of the buildings the admin can see, with their live connection and battery. */
export function RobotListPage() {
  const { robots } = useLiveRobots(null);
  // A robot renamed or re-registered by another administrator shows in the rows as the stream says so.
  useLiveRobotsInCache(robots);
  const { nameOf } = useBuildingNames();
  const lookups = useMemo(() => ({ live: new Map(robots.map((robot) => [robot.serialNo, robot])), buildingName: nameOf }), [robots, nameOf]);
  return (
    <RobotListContext.Provider value={lookups}>
      <ResourceList resource={robotResource} />
    </RobotListContext.Provider>
  );
}

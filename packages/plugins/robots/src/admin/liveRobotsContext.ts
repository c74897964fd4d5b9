import { createContext, useContext } from 'react';
import type { RobotLiveState } from '@fleetdeck/model';

/** What the robot list's cells look up: live states by serial number and building names by id. */
export interface RobotListLookups {
  live: ReadonlyMap<string, RobotLiveState>;
  buildingName: (id: number) => string | undefined;
}

/** Filled once by the list page, so a hundred cells share one stream subscription and one building read. */
export const RobotListContext = createContext<RobotListLookups>({ live: new Map(), buildingName: () => undefined });

/** The live state of one robot of the page's list, if the stream has it. */
export function useListedRobot(serialNo: string): RobotLiveState | undefined {
  return useContext(RobotListContext).live.get(serialNo);
}

/** The name of a building of the page's list. */
export function useListedBuildingName(id: number): string | undefined {
  return useContext(RobotListContext).buildingName(id);
}

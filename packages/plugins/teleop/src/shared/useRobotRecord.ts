import { useQuery } from '@fleetdeck/sdk';
import type { RobotRecord } from '@fleetdeck/model';

/** The stored robot of a serial number (name, id, building); undefined while loading or when not visible. */
export function useRobotRecord(serialNo: string): { robot: RobotRecord | undefined; loading: boolean; missing: boolean } {
  const { data, loading, error } = useQuery<RobotRecord[]>('/robots', {
    query: { filter: { where: { serialNo }, limit: 1 } },
  });
  const robot = data?.[0];
  return { robot, loading, missing: !loading && (error !== undefined || (data !== undefined && robot === undefined)) };
}

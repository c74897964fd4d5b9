import { useMemo } from 'react';
import { useQuery } from '@fleetdeck/sdk';

/** Names of the robots the caller may see, by id, for report rows that carry only the id. */
export function useRobotNames(): Map<number, string> {
  const robots = useQuery<Array<{ id: number; name: string }>>('/robots', { query: { filter: { fields: ['id', 'name'], limit: 1000 } } });
  return useMemo(() => new Map((robots.data ?? []).map((robot) => [robot.id, robot.name])), [robots.data]);
}

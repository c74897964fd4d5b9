import { useMemo } from 'react';
import { useQuery } from '@fleetdeck/sdk';

const byName = { order: ['name ASC'], limit: 1000 };

/** The buildings the user can see, by name, and a lookup of their names by id. */
export function useBuildingNames(): { buildings: Array<{ id: number; name: string }>; nameOf: (id: number) => string | undefined } {
  const { data } = useQuery<Array<{ id: number; name: string }>>('/buildings', { query: { filter: byName } });
  return useMemo(() => {
    const buildings = data ?? [];
    const names = new Map(buildings.map((b) => [b.id, b.name]));
    return { buildings, nameOf: (id: number) => names.get(id) };
  }, [data]);
}

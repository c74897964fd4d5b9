import { useQuery, type SelectChoice } from '@fleetdeck/sdk';

const filter = { order: ['name ASC'], limit: 1000 };

/** The buildings the user can see, as select choices. */
export function useBuildingChoices(): SelectChoice[] {
  const { data } = useQuery<Array<{ id: number; name: string }>>('/buildings', { query: { filter } });
  return (data ?? []).map((building) => ({ value: building.id, label: building.name }));
}

import { useQuery, type SelectChoice } from '@fleetdeck/sdk';

/** The organizations the user can see, by name, as select choices. */
export function useOrganizationChoices(): SelectChoice[] {
  const { data } = useQuery<Array<{ id: number; name: string }>>('/organizations', { query: { filter: { order: ['name ASC'], limit: 1000 } } });
  return (data ?? []).map((row) => ({ value: row.id, label: row.name }));
}

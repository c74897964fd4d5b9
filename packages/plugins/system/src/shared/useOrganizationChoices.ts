import { useQuery, type SelectChoice } from '@fleetdeck/sdk';

const filter = { order: ['name ASC'], limit: 1000 };

/** The organizations the user can see, as select choices. */
export function useOrganizationChoices(): SelectChoice[] {
  const { data } = useQuery<Array<{ id: number; name: string }>>('/organizations', { query: { filter } });
  return (data ?? []).map((row) => ({ value: row.id, label: row.name }));
}

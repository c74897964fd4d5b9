import { useQuery, type SelectChoice } from '@fleetdeck/sdk';

const filter = { order: ['name ASC'], limit: 1000 };

/** Records of a list the user can see (by name), as select choices. */
export function useChoices(path: '/organizations' | '/buildings', exceptId?: number): SelectChoice[] {
  const { data } = useQuery<Array<{ id: number; name: string }>>(path, { query: { filter } });
  return (data ?? []).filter((row) => row.id !== exceptId).map((row) => ({ value: row.id, label: row.name }));
}

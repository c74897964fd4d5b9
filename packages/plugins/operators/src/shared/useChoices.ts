import { useQuery, type SelectChoice } from '@fleetdeck/sdk';

/** Records of a list the user can see (by name), optionally only those matching `where`, as select choices. */
export function useChoices(path: '/organizations' | '/buildings', where?: Record<string, unknown>, enabled = true): SelectChoice[] {
  const filter = { order: ['name ASC'], limit: 1000, ...(where ? { where } : {}) };
  const { data } = useQuery<Array<{ id: number; name: string }>>(path, { query: { filter }, enabled });
  return (data ?? []).map((row) => ({ value: row.id, label: row.name }));
}

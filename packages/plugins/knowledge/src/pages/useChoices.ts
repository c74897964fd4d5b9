import { useQuery, type SelectChoice } from '@fleetdeck/sdk';

/** Records of a list the user can see, by name, as select choices; `where` narrows them (e.g. by organization). */
export function useChoices(path: '/organizations' | '/buildings', where?: Record<string, unknown>, enabled = true): SelectChoice[] {
  const { data } = useQuery<Array<{ id: number; name: string }>>(path, { query: { filter: { order: ['name ASC'], limit: 1000, ...(where ? { where } : {}) } }, enabled });
  return enabled ? (data ?? []).map((row) => ({ value: row.id, label: row.name })) : [];
}

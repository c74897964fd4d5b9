import { useQuery, type SelectChoice } from '@fleetdeck/sdk';

const filter = { order: ['name ASC'], limit: 1000 };

/** The organizations the user can see, as select choices (name), optionally without one of them. */
export function useOrganizationChoices(exceptId?: number): SelectChoice[] {
  const { data } = useQuery<Array<{ id: number; name: string }>>('/organizations', { query: { filter } });
  return (data ?? []).filter((org) => org.id !== exceptId).map((org) => ({ value: org.id, label: org.name }));
}

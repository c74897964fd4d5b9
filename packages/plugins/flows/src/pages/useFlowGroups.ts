import { useQuery } from '@fleetdeck/sdk';

const byName = { order: ['name ASC'], limit: 1000 };

/** The flow groups of a building (none while no building is chosen). */
export function useFlowGroups(buildingId: unknown): Array<{ id: number; name: string }> {
  const id = Number(buildingId);
  const enabled = Number.isInteger(id) && id > 0;
  const { data } = useQuery<Array<{ id: number; name: string }>>(`/buildings/${enabled ? id : 0}/flowGroups`, { query: { filter: byName }, enabled });
  return enabled ? (data ?? []) : [];
}

import { floorLabel } from '@fleetdeck/model';
import { useQuery } from '../../data/useQuery.js';
import type { SelectChoice } from './FormSelectField.js';

const byName = { order: ['name ASC'], limit: 1000 };
const byFloorIndex = { order: ['index DESC'], limit: 1000 };

/** The buildings the user can see, by name, as select choices. */
export function useBuildingChoices(): SelectChoice[] {
  const { data } = useQuery<Array<{ id: number; name: string }>>('/buildings', { query: { filter: byName } });
  return (data ?? []).map((row) => ({ value: row.id, label: row.name }));
}

/** The floors of a building, highest first, as select choices ("2F Office"); none while no building is chosen. */
export function useFloorChoices(buildingId: unknown): SelectChoice[] {
  const id = Number(buildingId);
  const enabled = Number.isInteger(id) && id > 0;
  const { data } = useQuery<Array<{ id: number; name: string; index: number }>>(enabled ? `/buildings/${id}/floors` : '/buildings/0/floors', {
    query: { filter: byFloorIndex },
    enabled,
  });
  if (!enabled) return [];
  return (data ?? []).map((row) => ({ value: row.id, label: row.name === floorLabel(row.index) ? row.name : `${row.name} (${floorLabel(row.index)})` }));
}

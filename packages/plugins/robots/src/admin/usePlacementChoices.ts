import { floorLabel } from '@fleetdeck/model';
import { useQuery, type SelectChoice } from '@fleetdeck/sdk';

const byIndex = { order: ['index DESC'], limit: 1000 };
const byName = { order: ['name ASC'], limit: 1000 };

/** Floors (highest first) and robot groups of a building as select choices; none until a building is chosen. */
export function usePlacementChoices(buildingId: unknown): { floors: SelectChoice[]; groups: SelectChoice[] } {
  const id = Number(buildingId);
  const enabled = Number.isInteger(id) && id > 0;
  const base = `/buildings/${enabled ? id : 0}`;
  const floors = useQuery<Array<{ id: number; name: string; index: number }>>(`${base}/floors`, { query: { filter: byIndex }, enabled });
  const groups = useQuery<Array<{ id: number; name: string }>>(`${base}/groups`, { query: { filter: byName }, enabled });
  if (!enabled) return { floors: [], groups: [] };
  return {
    floors: (floors.data ?? []).map((f) => ({ value: f.id, label: f.name === floorLabel(f.index) ? f.name : `${f.name} (${floorLabel(f.index)})` })),
    groups: (groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
  };
}

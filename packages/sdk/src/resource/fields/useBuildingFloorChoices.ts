import { floorLabel } from '@fleetdeck/model';
import { useChoices } from '../../data/useChoices.js';
import type { SelectChoice } from './FormSelectField.js';

const byFloorIndex = ['index DESC'];

/** "2F Office" for a floor named apart from its level, "2F" for one named after it. */
function floorChoiceLabel(row: { name: string; index: number }): string {
  return row.name === floorLabel(row.index) ? row.name : `${row.name} (${floorLabel(row.index)})`;
}

/**
 * The buildings the user can see, by name, as select choices.
 * @group Forms and resources
 * @example
 * ```tsx
 * const buildings = useBuildingChoices();
 * return <FormSelectField form={form} name="buildingId" label={t('building')} choices={buildings} numeric />;
 * ```
 */
export function useBuildingChoices(): SelectChoice[] {
  return useChoices('/buildings');
}

/**
 * The floors of a building, highest first, as select choices ("2F Office"); none while no building is chosen.
 * @group Forms and resources
 * @example
 * ```tsx
 * const floors = useFloorChoices(form.watch('buildingId')); // empty until a building is chosen
 * ```
 */
export function useFloorChoices(buildingId: unknown): SelectChoice[] {
  const id = Number(buildingId);
  const enabled = Number.isInteger(id) && id > 0;
  return useChoices<{ id: number; name: string; index: number }>(`/buildings/${enabled ? id : 0}/floors`, { order: byFloorIndex, label: floorChoiceLabel, enabled });
}

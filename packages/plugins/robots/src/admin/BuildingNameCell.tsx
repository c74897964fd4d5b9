import { useT } from '@fleetdeck/sdk';
import { useListedBuildingName } from './liveRobotsContext.js';

/** A building's name, from the list page's one read of the buildings. */
export function BuildingNameCell({ id }: { id: number }) {
  const t = useT();
  return <>{useListedBuildingName(id) ?? t('robot.unknownBuilding', { id })}</>;
}

import { ResourceList } from '@fleetdeck/sdk';
import { buildingResource } from '../resources/buildingResources.js';

/** /building/list */
export function BuildingListPage() {
  return <ResourceList resource={buildingResource} />;
}

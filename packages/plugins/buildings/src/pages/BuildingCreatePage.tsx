import { BuildingForm } from '@fleetdeck/model';
import { ResourceEdit, ResourceForm, useSession } from '@fleetdeck/sdk';
import { buildingResource } from '../resources/buildingResources.js';
import { BuildingFields } from './BuildingFields.js';
import { newBuilding, toBuildingBody, type BuildingFormValues } from './buildingForm.js';

/** /building/create: a new building, in the user's own organization unless they choose another. */
export function BuildingCreatePage() {
  const session = useSession();
  const defaults: BuildingFormValues = { ...newBuilding, organizationId: typeof session?.organizationId === 'number' ? session.organizationId : '' };
  return (
    <ResourceEdit resource={buildingResource}>
      <ResourceForm<BuildingFormValues> defaultValues={defaults} formSchema={BuildingForm} toBody={toBuildingBody}>
        {(form) => <BuildingFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}

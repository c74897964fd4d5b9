import { BuildingForm } from '@fleetdeck/model';
import { ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { buildingResource } from '../resources/buildingResources.js';
import { BuildingFields } from './BuildingFields.js';
import { BuildingSections } from './BuildingSections.js';
import { newBuilding, toBuildingBody, toBuildingForm, type BuildingFormValues } from './buildingForm.js';

/** /building/:id: the building's form, then its floors, robot groups and flow groups. */
export function BuildingDetailPage() {
  const { id = '' } = useParams();
  return (
    <ResourceEdit resource={buildingResource} id={id} below={(record) => <BuildingSections buildingId={Number(record.id)} />}>
      <ResourceForm<BuildingFormValues> defaultValues={newBuilding} formSchema={BuildingForm} toBody={toBuildingBody} toFormValues={toBuildingForm}>
        {(form) => <BuildingFields form={form} buildingId={Number(id)} />}
      </ResourceForm>
    </ResourceEdit>
  );
}

import { FloorType } from '@fleetdeck/model';
import { FormSelectField, FormTextField, ResourceEdit, ResourceForm, useParams, useResourceT, useT } from '@fleetdeck/sdk';
import { floorResource } from '../resources/buildingResources.js';

type FloorFormValues = {
  name: string;
  type: number | '';
  index: number | '';
}

const newFloor: FloorFormValues = { name: '', type: '', index: '' };

/** /building/:buildingId/floor/create and /:id: a floor's name, type and level (1F = 1, B1 = 0). */
export function FloorPage() {
  const { buildingId = '', id } = useParams();
  const t = useT();
  const rt = useResourceT();
  return (
    <ResourceEdit resource={floorResource} id={id} params={{ buildingId }}>
      <ResourceForm<FloorFormValues> defaultValues={newFloor}>
        {(form) => (
          <>
            <FormTextField form={form} name="name" label={t('floor.name')} required />
            <FormTextField form={form} name="index" label={t('floor.index')} hint={t('floor.indexHint')} numeric required />
            <FormSelectField form={form} name="type" label={t('floor.type')} required numeric emptyLabel={rt('form.none')}
              choices={Object.values(FloorType).map((value) => ({ value, label: t(`floor.types.${value}`) }))} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

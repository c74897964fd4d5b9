import {
  FormSelectField, FormTextField, LocalizedRuleErrors, ResourceEdit, ResourceForm, ResourceList, useBuildingChoices, useFloorChoices, useParams,
  useResourceT, useT, type UseFormReturn,
} from '@fleetdeck/sdk';
import { poseResource } from '../resources/poseResources.js';

type PoseFormValues = {
  name: string;
  buildingId: number | '';
  floorId: number | '';
  x: number | '';
  y: number | '';
  yaw: number | '';
}

const newPose: PoseFormValues = { name: '', buildingId: '', floorId: '', x: 0, y: 0, yaw: 0 };

/** /pose-def/list */
export function PoseListPage() {
  return <ResourceList resource={poseResource} />;
}

/** /pose-def/create and /pose-def/:id: a named place and heading on a floor. */
export function PoseEditPage() {
  const { id } = useParams();
  const t = useT();
  const rt = useResourceT();
  const buildings = useBuildingChoices();
  return (
    <ResourceEdit resource={poseResource} id={id}>
      <ResourceForm<PoseFormValues> defaultValues={newPose}>
        {(form) => (
          <>
            <LocalizedRuleErrors form={form} messages={{ notInBuilding: t('rules.notInBuilding'), notFound: t('rules.notFound') }} />
            <FormTextField form={form} name="name" label={t('field.name')} required />
            <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
            <FloorSelect form={form} />
            <FormTextField form={form} name="x" label={t('field.x')} numeric required />
            <FormTextField form={form} name="y" label={t('field.y')} numeric required />
            <FormTextField form={form} name="yaw" label={t('field.yaw')} hint={t('hint.yaw')} numeric required />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

function FloorSelect({ form }: { form: UseFormReturn<PoseFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const floors = useFloorChoices(form.watch('buildingId'));
  return <FormSelectField form={form} name="floorId" label={t('field.floorId')} required numeric emptyLabel={rt('form.none')} choices={floors} />;
}

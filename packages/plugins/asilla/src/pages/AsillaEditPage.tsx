import { useMemo } from 'react';
import {
  FormCheckboxField, FormSelectField, FormTextField, ResourceEdit, ResourceForm, useChoices, useParams, useResourceT, useSession, useT, type FormIssue, type UseFormReturn,
} from '@fleetdeck/sdk';
import { asillaResource } from '../resources/asillaResource.js';
import { AreaFields } from './AreaFields.js';
import { areaInsideImage, asillaFormSchema, newAsilla, toAsillaBody, toAsillaForm, type AsillaFormValues } from './asillaForm.js';
import { BehaviourChecks } from './BehaviourChecks.js';

function AsillaFields({ form }: { form: UseFormReturn<AsillaFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const organizationId = form.watch('organizationId');
  const buildingId = form.watch('buildingId');
  const hasBuilding = typeof buildingId === 'number';
  const organizations = useChoices('/organizations');
  const buildings = useChoices('/buildings', { where: { organizationId }, enabled: typeof organizationId === 'number' });
  const robots = useChoices('/robots', { where: { buildingId }, enabled: hasBuilding });
  const flows = useChoices('/flows', { where: { buildingId }, enabled: hasBuilding });
  return (
    <>
      <FormTextField form={form} name="name" label={t('field.name')} required />
      <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric emptyLabel={rt('form.none')} choices={organizations} />
      <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
      <FormSelectField form={form} name="flowId" label={t('field.flowId')} numeric emptyLabel={rt('form.none')} choices={flows} />
      <FormSelectField form={form} name="robotId" label={t('field.robotId')} numeric emptyLabel={rt('form.none')} choices={robots} />
      <BehaviourChecks form={form} />
      <FormCheckboxField form={form} name="intrusionDetection" label={t('field.intrusionDetection')} />
      <AreaFields form={form} />
    </>
  );
}

/** /asilla/setting/new and /asilla/setting/:id */
export function AsillaEditPage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo(() => newAsilla(organizationId), [organizationId]);
  const validate = (values: AsillaFormValues): FormIssue[] =>
    values.area?.enabled && !areaInsideImage(values.area) ? [{ path: 'area.width', code: 'areaOutside', message: t('area.outside') }] : [];
  return (
    <ResourceEdit resource={asillaResource} id={id === 'new' ? undefined : id}>
      <ResourceForm<AsillaFormValues> defaultValues={defaults} formSchema={asillaFormSchema} toBody={toAsillaBody} toFormValues={toAsillaForm} validate={validate}>
        {(form) => <AsillaFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}

import {
  FormCheckboxField, FormJsonField, FormSelectField, FormTextField, LocalizedRuleErrors, useBuildingChoices, useFloorChoices, useResourceT, useT,
  type UseFormReturn,
} from '@fleetdeck/sdk';
import type { FlowFormValues } from './flowForm.js';
import { useFlowGroups } from './useFlowGroups.js';

/** The fields of a flow (§3). */
export function FlowFields({ form }: { form: UseFormReturn<FlowFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const buildingId = form.watch('buildingId');
  const buildings = useBuildingChoices();
  const floors = useFloorChoices(buildingId);
  const groups = useFlowGroups(buildingId).map((group) => ({ value: group.id, label: group.name }));
  return (
    <>
      <LocalizedRuleErrors form={form} messages={{ notInBuilding: t('rules.notInBuilding'), notFound: t('rules.notFound') }} />
      <FormTextField form={form} name="name" label={t('field.name')} required />
      <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
      <FormSelectField form={form} name="floorId" label={t('field.floorId')} required numeric emptyLabel={rt('form.none')} choices={floors} />
      <FormSelectField form={form} name="flowGroupId" label={t('field.flowGroupId')} numeric emptyLabel={rt('form.none')} choices={groups} />
      <FormCheckboxField form={form} name="enabled" label={t('field.enabled')} />
      <FormTextField form={form} name="description" label={t('field.description')} multiline />
      <FormJsonField form={form} name="definition" label={t('field.definition')} hint={t('hint.definition')} required
        syntaxMessage={(line, column) => t('json.syntax', { line, column })} />
    </>
  );
}

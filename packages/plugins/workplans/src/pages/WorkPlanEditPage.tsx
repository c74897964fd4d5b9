import { WorkPlanIcon, WorkPlanType, type WorkPlanTemplateRecord } from '@fleetdeck/model';
import { Field, Select } from '@fluentui/react-components';
import {
  FormJsonField, FormSelectField, showAlert, FormTextField, LocalizedRuleErrors, ResourceEdit, ResourceForm, jsonFieldIssues, useBuildingChoices, useFloorChoices,
  useFetchApi, useParams, useQuery, useResourceT, useT, type UseFormReturn,
} from '@fleetdeck/sdk';
import { workPlanResource } from '../resources/workPlanResources.js';
import { newWorkPlan, withDescription, type WorkPlanFormValues } from './workPlanForm.js';

function TemplatePicker({ form }: { form: UseFormReturn<WorkPlanFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const fetchApi = useFetchApi();
  const { data } = useQuery<Array<{ id: number; name: string }>>('/work-plan-templates', { query: { filter: { order: ['name ASC'], limit: 1000, fields: ['id', 'name'] } } });
  return (
    <Field label={t('field.fromTemplate')} hint={t('hint.fromTemplate')}>
      <Select
        defaultValue=""
        onChange={(_event, choice) => {
          if (!choice.value) return;
          // The list answers names only; the definition comes with the template's own record.
          fetchApi<WorkPlanTemplateRecord>(`/work-plan-templates/${choice.value}`).then(
            (template) => {
              form.setValue('type', template.type, { shouldDirty: true });
              form.setValue('description', template.description, { shouldDirty: true });
              form.setValue('definition', template.definition, { shouldDirty: true, shouldValidate: true });
            },
            () => showAlert({ type: 'error', message: rt('errors.fetchFailed') }),
          );
        }}
      >
        <option value="">{rt('form.none')}</option>
        {(data ?? []).map((template) => (
          <option key={template.id} value={String(template.id)}>
            {template.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function WorkPlanFields({ form, creating }: { form: UseFormReturn<WorkPlanFormValues>; creating: boolean }) {
  const t = useT();
  const rt = useResourceT();
  const buildings = useBuildingChoices();
  const floors = useFloorChoices(form.watch('buildingId'));
  return (
    <>
      <LocalizedRuleErrors form={form} messages={{ notInBuilding: t('rules.notInBuilding'), notFound: t('rules.notFound') }} />
      {creating ? <TemplatePicker form={form} /> : null}
      <FormTextField form={form} name="name" label={t('field.name')} required />
      <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
      <FormSelectField form={form} name="floorId" label={t('field.floorId')} required numeric emptyLabel={rt('form.none')} choices={floors} />
      <FormSelectField form={form} name="type" label={t('field.type')} required choices={WorkPlanType.map((value) => ({ value, label: t(`type.${value}`) }))} />
      <FormSelectField form={form} name="icon" label={t('field.icon')} choices={WorkPlanIcon.map((value) => ({ value, label: t(`icon.${value}`) }))} />
      <FormTextField form={form} name="description" label={t('field.description')} multiline />
      <FormJsonField form={form} name="definition" label={t('field.definition')} hint={t('hint.definition')} required
        syntaxMessage={(line, column) => t('json.syntax', { line, column })} />
    </>
  );
}

/** /workplan/create and /workplan/:id: name, building, floor, type, icon, description and JSON definition. */
export function WorkPlanEditPage() {
  const { id } = useParams();
  const t = useT();
  return (
    <ResourceEdit resource={workPlanResource} id={id}>
      <ResourceForm<WorkPlanFormValues>
        defaultValues={newWorkPlan}
        toBody={withDescription}
        validate={(values) => jsonFieldIssues('definition', values.definition, (line, column) => t('json.syntax', { line, column }))}
      >
        {(form) => <WorkPlanFields form={form} creating={id === undefined} />}
      </ResourceForm>
    </ResourceEdit>
  );
}

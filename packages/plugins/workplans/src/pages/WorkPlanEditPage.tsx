import type { WorkPlanTemplateRecord } from '@fleetdeck/model';
import { Field, Select } from '@fluentui/react-components';
import {
  EntityFields, ResourceEdit, ResourceForm, showAlert, useFetchApi, useParams, useQuery, useResourceT, useT, type FieldValues, type UseFormReturn,
} from '@fleetdeck/sdk';
import { workPlanResource } from '../resources/workPlanResources.js';

function TemplatePicker({ form }: { form: UseFormReturn<FieldValues> }) {
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

/** /workplan/create and /workplan/:id: the work plan's fields; a new one may start from a template. */
export function WorkPlanEditPage() {
  const { id } = useParams();
  return (
    <ResourceEdit resource={workPlanResource} id={id}>
      <ResourceForm>
        {(form, mode) => (
          <>
            {mode === 'create' ? <TemplatePicker form={form} /> : null}
            <EntityFields form={form} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

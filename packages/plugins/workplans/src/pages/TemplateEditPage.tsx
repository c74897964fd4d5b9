import { useMemo } from 'react';
import { WorkPlanType } from '@fleetdeck/model';
import {
  FormJsonField, FormSelectField, FormTextField, LocalizedRuleErrors, ResourceEdit, ResourceForm, jsonFieldIssues, useParams, useQuery, useResourceT,
  useSession, useT,
} from '@fleetdeck/sdk';
import { workPlanTemplateResource } from '../resources/workPlanResources.js';
import { newTemplate, withDescription, type TemplateFormValues } from './workPlanForm.js';

/** /workplan/create-template and /workplan/template/:id: template name, organization, type, description and definition. */
export function TemplateEditPage() {
  const { id } = useParams();
  const t = useT();
  const rt = useResourceT();
  const session = useSession();
  const { data } = useQuery<Array<{ id: number; name: string }>>('/organizations', { query: { filter: { order: ['name ASC'], limit: 1000 } } });
  const organizations = (data ?? []).map((row) => ({ value: row.id, label: row.name }));
  const own = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo(() => newTemplate(own), [own]);
  const syntax = (line: number, column: number) => t('json.syntax', { line, column });
  return (
    <ResourceEdit resource={workPlanTemplateResource} id={id}>
      <ResourceForm<TemplateFormValues> defaultValues={defaults} toBody={withDescription} validate={(values) => jsonFieldIssues('definition', values.definition, syntax)}>
        {(form) => (
          <>
            <LocalizedRuleErrors form={form} messages={{ scope: t('rules.scope') }} />
            <FormTextField form={form} name="name" label={t('field.templateName')} required />
            <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric emptyLabel={rt('form.none')} choices={organizations} />
            <FormSelectField form={form} name="type" label={t('field.type')} required choices={WorkPlanType.map((value) => ({ value, label: t(`type.${value}`) }))} />
            <FormTextField form={form} name="description" label={t('field.description')} multiline />
            <FormJsonField form={form} name="definition" label={t('field.definition')} required syntaxMessage={syntax} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

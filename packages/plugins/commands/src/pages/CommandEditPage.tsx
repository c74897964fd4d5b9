import {
  FormJsonField, FormSelectField, FormTextField, Link, LocalizedRuleErrors, ResourceEdit, ResourceForm, jsonFieldIssues, useBuildingChoices,
  useCan, useParams, useResourceT, useT,
} from '@fleetdeck/sdk';
import { commandListResource } from '../resources/commandResources.js';
import { newCommandList, toCommandBody, type CommandFormValues } from './commandForm.js';
import { modeChoices } from './modeChoices.js';

/** /command/create and /command/:id: name, building, mode (110 to 113 for system admins), memo and JSON definition. */
export function CommandEditPage() {
  const { id } = useParams();
  const t = useT();
  const rt = useResourceT();
  const buildings = useBuildingChoices();
  const privilegedModes = useCan('commandLists', 'privilegedModes').can;
  const modes = modeChoices(privilegedModes).map((m) => ({ value: m.value, label: t(m.common ? 'mode.common' : 'mode.normal', { mode: m.value }) }));
  const syntax = (line: number, column: number) => t('json.syntax', { line, column });
  return (
    <ResourceEdit
      resource={commandListResource}
      id={id}
      below={(record) => (
        <p>
          {t('field.revision')}: {String(record.revision)} · <Link to={`/command/usage/${String(record.id)}`}>{t('usage.open', { name: String(record.name) })}</Link>
        </p>
      )}
    >
      <ResourceForm<CommandFormValues> defaultValues={newCommandList} toBody={toCommandBody} validate={(values) => jsonFieldIssues('definition', values.definition, syntax)}>
        {(form) => (
          <>
            <LocalizedRuleErrors
              form={form}
              messages={{ modeTaken: t('rules.modeTaken'), modeSystemAdminOnly: t('rules.modeSystemAdminOnly'), notFound: t('rules.notFound') }}
            />
            <FormTextField form={form} name="name" label={t('field.name')} required />
            <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
            <FormSelectField form={form} name="mode" label={t('field.mode')} hint={t('hint.mode')} required numeric emptyLabel={rt('form.none')} choices={modes} />
            <FormTextField form={form} name="memo" label={t('field.memo')} multiline />
            <FormJsonField form={form} name="definition" label={t('field.definition')} hint={t('hint.definition')} required syntaxMessage={syntax} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

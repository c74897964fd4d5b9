import {
  EntityFields, FormSelectField, Link, ResourceEdit, ResourceForm, useCan, useParams, useResourceT, useT,
} from '@fleetdeck/sdk';
import { commandListResource } from '../resources/commandResources.js';
import { modeChoices } from './modeChoices.js';

/** /command/create and /command/:id: the command list's fields; modes 110 to 113 are offered to system admins only. */
export function CommandEditPage() {
  const { id } = useParams();
  const t = useT();
  const rt = useResourceT();
  const privilegedModes = useCan('commandLists', 'privilegedModes').can;
  const modes = modeChoices(privilegedModes).map((m) => ({ value: m.value, label: t(m.common ? 'mode.common' : 'mode.normal', { mode: m.value }) }));
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
      <ResourceForm messages={{ modeTaken: t('rules.modeTaken'), modeSystemAdminOnly: t('rules.modeSystemAdminOnly') }}>
        {(form) => (
          <EntityFields
            form={form}
            custom={{
              mode: <FormSelectField form={form} name="mode" label={t('field.mode')} hint={t('hint.mode')} required numeric emptyLabel={rt('form.none')} choices={modes} />,
            }}
          />
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

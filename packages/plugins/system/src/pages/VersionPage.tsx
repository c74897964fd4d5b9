import { ReleaseLevel, SystemVersionStatus } from '@fleetdeck/model';
import { FormSelectField, FormTextField, ResourceEdit, ResourceForm, useParams, useResourceT, useT } from '@fleetdeck/sdk';
import { versionResource } from '../resources/systemResources.js';
import { constantChoices, listChoices } from '../shared/choices.js';

type VersionFormValues = { version: string; status: number | ''; releaseLevel: string; notes: string };
const newVersion: VersionFormValues = { version: '', status: '', releaseLevel: '', notes: '' };

/** /system/versions/create and /system/versions/:id */
export function VersionPage() {
  const { id } = useParams();
  const t = useT();
  const rt = useResourceT();
  return (
    <ResourceEdit resource={versionResource} id={id}>
      <ResourceForm<VersionFormValues> defaultValues={newVersion}>
        {(form) => (
          <>
            <FormTextField form={form} name="version" label={t('version.version')} hint={t('version.versionHint')} required />
            <FormSelectField form={form} name="status" label={t('version.status')} required numeric emptyLabel={rt('form.none')}
              choices={constantChoices(SystemVersionStatus, 'version.statuses', t)} />
            <FormSelectField form={form} name="releaseLevel" label={t('version.releaseLevel')} required emptyLabel={rt('form.none')}
              choices={listChoices(ReleaseLevel, 'version.levels', t)} />
            <FormTextField form={form} name="notes" label={t('version.notes')} multiline />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

import {
  FormCheckboxField, FormSelectField, FormTextField, ResourceEdit, ResourceForm, useChoices, useParams, useSession, useT,
} from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { servicePackageResource } from '../resources/systemResources.js';
import { ServiceCommandSection } from './ServiceCommandSection.js';

type PackageFormValues = { organizationId: number | ''; name: string; version: string; description: string; enabled: boolean };

/** /system/service-package/create and /system/service-package/:id (with its commands below). */
export function ServicePackagePage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const organizations = useChoices('/organizations');
  const defaults = useMemo<PackageFormValues>(
    () => ({ organizationId: typeof session?.organizationId === 'number' ? session.organizationId : '', name: '', version: '', description: '', enabled: true }),
    [session?.organizationId],
  );
  return (
    <ResourceEdit resource={servicePackageResource} id={id} below={(record) => <ServiceCommandSection packageId={Number(record.id)} />}>
      <ResourceForm<PackageFormValues> defaultValues={defaults}>
        {(form) => (
          <>
            <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric choices={organizations} />
            <FormTextField form={form} name="name" label={t('package.name')} required />
            <FormTextField form={form} name="version" label={t('package.version')} hint={t('version.versionHint')} required />
            <FormTextField form={form} name="description" label={t('package.description')} />
            <FormCheckboxField form={form} name="enabled" label={t('package.enabled')} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

import { FormTextField, ResourceEdit, ResourceForm, useParams, useT } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { serviceCommandResource } from '../resources/systemResources.js';

type CommandFormValues = { bundleId: string; name: string; command: string; description: string };

/** /system/service-command/create/:packageId/:bundleId and /system/service-command/:packageId/:id */
export function ServiceCommandPage() {
  const { packageId = '', bundleId = '', id } = useParams();
  const t = useT();
  const defaults = useMemo<CommandFormValues>(() => ({ bundleId, name: '', command: '', description: '' }), [bundleId]);
  return (
    <ResourceEdit resource={serviceCommandResource} id={id} params={{ packageId }}>
      <ResourceForm<CommandFormValues> defaultValues={defaults}>
        {(form) => (
          <>
            <FormTextField form={form} name="bundleId" label={t('command.bundleId')} hint={t('command.bundleHint')} required />
            <FormTextField form={form} name="name" label={t('command.name')} required />
            <FormTextField form={form} name="command" label={t('command.command')} required />
            <FormTextField form={form} name="description" label={t('command.description')} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

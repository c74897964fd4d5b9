import { WebhookAuthType, WebhookCreate, WebhookStatus, WebhookType, WebhookUpdate } from '@fleetdeck/model';
import { FormSelectField, FormTextField, ResourceEdit, ResourceForm, useCan, useChoices, useParams, useSession, useT } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { webhookResource } from '../resources/systemResources.js';
import { constantChoices } from '../shared/choices.js';
import { pickFormValues } from '../shared/pickFormValues.js';

type WebhookFormValues = {
  organizationId: number | ''; name: string; type: number | ''; authType: number | ''; status: number | ''; url: string; secret: string;
};

/** /system/webhooks/create and /system/webhooks/:id: the secret is write-only (empty keeps the stored one). */
export function WebhookPage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const organizations = useChoices('/organizations');
  const defaults = useMemo<WebhookFormValues>(
    () => ({
      organizationId: typeof session?.organizationId === 'number' ? session.organizationId : '', name: '', type: WebhookType.generic,
      authType: WebhookAuthType.none, status: WebhookStatus.enabled, url: 'https://', secret: '',
    }),
    [session?.organizationId],
  );
  // §6: only system administrators may choose the LiLz type.
  const lilz = useCan('webhooks', 'lilz').can;
  const types = constantChoices(WebhookType, 'webhook.types', t).filter((c) => c.value !== WebhookType.lilz || lilz);
  return (
    <ResourceEdit resource={webhookResource} id={id}>
      <ResourceForm<WebhookFormValues>
        defaultValues={defaults}
        formSchema={id === undefined ? WebhookCreate : WebhookUpdate}
        toFormValues={(record) => pickFormValues(record, defaults, ['secret'])}
      >
        {(form, mode) => (
          <>
            <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric choices={organizations} />
            <FormTextField form={form} name="name" label={t('webhook.name')} required />
            <FormSelectField form={form} name="type" label={t('webhook.type')} required numeric choices={types} />
            <FormSelectField form={form} name="authType" label={t('webhook.authType')} required numeric choices={constantChoices(WebhookAuthType, 'webhook.authTypes', t)} />
            <FormSelectField form={form} name="status" label={t('webhook.status')} required numeric choices={constantChoices(WebhookStatus, 'webhook.statuses', t)} />
            <FormTextField form={form} name="url" type="url" label={t('webhook.url')} hint={t('webhook.urlHint')} required />
            <FormTextField form={form} name="secret" type="password" autoComplete="new-password" label={t('webhook.secret')}
              hint={t(mode === 'edit' ? 'common.secretKeep' : 'webhook.secretHint')} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

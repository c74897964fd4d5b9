import { Webhook, WebhookType } from '@fleetdeck/model';
import { EntityFields, FormSelectField, ResourceEdit, ResourceForm, useCan, useParams, useT } from '@fleetdeck/sdk';
import { webhookResource } from '../resources/systemResources.js';
import { constantChoices } from '../shared/choices.js';
import { useOrganizationDefaults } from '../shared/useOrganizationDefaults.js';

/** /system/webhooks/create and /system/webhooks/:id: the secret is write-only (empty keeps the stored one). */
export function WebhookPage() {
  const { id } = useParams();
  const t = useT();
  const defaults = useOrganizationDefaults(Webhook, id === undefined ? 'create' : 'edit');
  // §6: only system administrators may choose the LiLz type.
  const lilz = useCan('webhooks', 'lilz').can;
  const types = constantChoices(WebhookType, 'webhook.types', t).filter((c) => c.value !== WebhookType.lilz || lilz);
  return (
    <ResourceEdit resource={webhookResource} id={id}>
      <ResourceForm defaultValues={defaults}>
        {(form) => (
          <EntityFields form={form} custom={{ type: <FormSelectField form={form} name="type" label={t('webhook.type')} required numeric choices={types} /> }} />
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}

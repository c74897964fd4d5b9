import { Webhook } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { isSecretSet } from '../../resources/write-only-secret.js';
import { lilzWebhookCheck, webhookSecretCheck } from './system-checks.js';

/** Webhooks of an organization: LiLz ones for system administrators, a secret unless unauthenticated; answers say only whether a secret is stored. */
export const webhookResource: ResourceDefinition = entityResource(Webhook, {
  checks: [lilzWebhookCheck, webhookSecretCheck],
  toRecord: (row, record) => ({ ...record, hasSecret: isSecretSet(row.secret) }),
});

import { WebhookCreate, WebhookRecord, WebhookUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { copyColumns } from '../../resources/copy-columns.js';
import { isSecretSet } from '../../resources/write-only-secret.js';
import { lilzWebhookCheck, webhookSecretCheck } from './system-checks.js';

// The secret is kept as given because the console signs or authenticates its calls with it; it is
// never answered, only whether one is stored.
const columns = { organizationId: 'organization_id', name: 'name', type: 'type', authType: 'auth_type', status: 'status', url: 'url', secret: 'secret' };

/** Webhooks of an organization (§4 status, type, auth type; HTTPS only; secret write-only). */
export const webhookResource: ResourceDefinition = defineResource({
  name: 'webhooks',
  path: '/api/system/webhooks',
  table: 'webhooks',
  secretFields: ['secret'],
  schemas: { record: WebhookRecord, create: WebhookCreate, update: WebhookUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      name: { kind: 'string' },
      type: { kind: 'integer' },
      authType: { kind: 'integer', column: 'auth_type' },
      status: { kind: 'integer' },
      url: { kind: 'string' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'organizationId', 'name', 'type', 'authType', 'status', 'url', 'createdAt', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'webhooks',
  checks: [lilzWebhookCheck, webhookSecretCheck],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    type: Number(row.type),
    authType: Number(row.auth_type),
    status: Number(row.status),
    url: row.url,
    hasSecret: isSecretSet(row.secret),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});

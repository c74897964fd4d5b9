import { IamServiceCreate, IamServiceRecord, IamServiceUpdate } from '@fleetdeck/model';
import { hashPassword } from '../../auth/password-hash.js';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { copyColumns } from '../../resources/copy-columns.js';
import { isSecretSet } from '../../resources/write-only-secret.js';
import { uniqueCheck } from './system-checks.js';

const columns = { organizationId: 'organization_id', name: 'name', clientId: 'client_id', enabled: 'enabled' };

function parseScopes(text: unknown): string[] {
  try {
    const value: unknown = JSON.parse(String(text));
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** IAM services of an organization: client id unique, scopes, enabled; the secret is stored hashed. */
export const iamServiceResource: ResourceDefinition = defineResource({
  name: 'iamServices',
  path: '/api/system/iam-services',
  table: 'iam_services',
  secretFields: ['clientSecret'],
  schemas: { record: IamServiceRecord, create: IamServiceCreate, update: IamServiceUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      name: { kind: 'string' },
      clientId: { kind: 'string', column: 'client_id' },
      scopes: { kind: 'string', sortable: false },
      enabled: { kind: 'boolean' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  scope: { organizationColumn: 'organization_id' },
  access: 'iamServices',
  checks: [uniqueCheck('iam_services', 'clientId', 'client_id')],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    clientId: row.client_id,
    scopes: parseScopes(row.scopes),
    enabled: row.enabled === 1,
    hasClientSecret: isSecretSet(row.client_secret_hash),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  async toRow(input) {
    const row = copyColumns(input, columns);
    if (input.scopes !== undefined) row.scopes = JSON.stringify(input.scopes);
    if (typeof input.clientSecret === 'string') row.client_secret_hash = await hashPassword(input.clientSecret);
    return row;
  },
});

import { ApiKeyCreate, ApiKeyRecord, ApiKeyUpdate, maskKey } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition, Row } from '../../resources/resource-types.js';

/**
 * API keys by §9 key manager type (SSD, SkyWay, Azure). Values stay server-side and are answered
 * masked; rotating is a PATCH of `value`. The newest SkyWay key is the one `GET /api/keys/skyway`
 * and the session hand out.
 */
export const apiKeyResource: ResourceDefinition = defineResource({
  name: 'apiKeys',
  path: '/api/keys',
  table: 'keys',
  secretFields: ['value'],
  schemas: { record: ApiKeyRecord, create: ApiKeyCreate, update: ApiKeyUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      type: { kind: 'integer' },
      name: { kind: 'string' },
      // Answered masked; never filtered or sorted, so the value cannot be probed through a filter.
      maskedValue: { kind: 'string', column: 'value', filterable: false, sortable: false },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'type', 'name', 'maskedValue', 'createdAt', 'updatedAt'],
  access: 'apiKeys',
  toRecord: (row) => ({
    id: Number(row.id),
    type: Number(row.type),
    name: row.name || `key ${String(row.id)}`,
    maskedValue: maskKey(String(row.value)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input) {
    const row: Row = {};
    for (const field of ['type', 'name', 'value'] as const) if (input[field] !== undefined) row[field] = input[field];
    return row;
  },
});

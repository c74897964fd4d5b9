import { SystemConfigCreate, SystemConfigRecord, SystemConfigUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { copyColumns } from '../../resources/copy-columns.js';
import { configJsonCheck, uniqueCheck } from './system-checks.js';

const columns = { key: 'key', valueType: 'value_type', value: 'value', description: 'description' };

/** Installation-wide key/value configuration; keys are unique, JSON values must parse. */
export const systemConfigResource: ResourceDefinition = defineResource({
  name: 'systemConfigs',
  path: '/api/system/configs',
  table: 'system_configs',
  schemas: { record: SystemConfigRecord, create: SystemConfigCreate, update: SystemConfigUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      key: { kind: 'string' },
      valueType: { kind: 'string', column: 'value_type' },
      value: { kind: 'string', sortable: false },
      description: { kind: 'string' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  access: 'systemConfigs',
  checks: [uniqueCheck('system_configs', 'key', 'key'), configJsonCheck],
  toRecord: (row) => ({
    id: Number(row.id),
    key: row.key,
    valueType: row.value_type,
    value: row.value,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});

import { SystemVersionCreate, SystemVersionRecord, SystemVersionUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { copyColumns } from '../../resources/copy-columns.js';
import { uniqueCheck } from './system-checks.js';

const columns = { version: 'version', status: 'status', releaseLevel: 'release_level', notes: 'notes' };

/** System versions with §4 status and release level; installation-wide, system admins only. */
export const systemVersionResource: ResourceDefinition = defineResource({
  name: 'systemVersions',
  path: '/api/system/versions',
  table: 'system_versions',
  schemas: { record: SystemVersionRecord, create: SystemVersionCreate, update: SystemVersionUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      version: { kind: 'string' },
      status: { kind: 'integer' },
      releaseLevel: { kind: 'string', column: 'release_level' },
      notes: { kind: 'string', sortable: false },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  access: 'systemVersions',
  checks: [uniqueCheck('system_versions', 'version', 'version')],
  toRecord: (row) => ({
    id: Number(row.id),
    version: row.version,
    status: Number(row.status),
    releaseLevel: row.release_level,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});

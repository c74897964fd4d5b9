import { ServiceCommandCreate, ServiceCommandRecord, ServiceCommandUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { copyColumns } from '../../resources/copy-columns.js';
import { servicePackageResource } from './service-package-resource.js';
import { uniqueCheck } from './system-checks.js';

const columns = { bundleId: 'bundle_id', name: 'name', command: 'command', description: 'description' };

/** Commands of a service package, grouped by bundle; the package decides who may see and change them. */
export const serviceCommandResource: ResourceDefinition = defineResource({
  name: 'serviceCommands',
  path: '/api/system/service-packages/:packageId/commands',
  table: 'service_commands',
  schemas: { record: ServiceCommandRecord, create: ServiceCommandCreate, update: ServiceCommandUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      packageId: { kind: 'integer', column: 'package_id' },
      bundleId: { kind: 'string', column: 'bundle_id' },
      name: { kind: 'string' },
      command: { kind: 'string' },
      description: { kind: 'string' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  parent: { resource: servicePackageResource, param: 'packageId', column: 'package_id', field: 'packageId' },
  access: 'serviceCommands',
  checks: [uniqueCheck('service_commands', 'name', 'name', [['packageId', 'package_id'], ['bundleId', 'bundle_id']])],
  toRecord: (row) => ({
    id: Number(row.id),
    packageId: Number(row.package_id),
    bundleId: row.bundle_id,
    name: row.name,
    command: row.command,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});

import { ServicePackageCreate, ServicePackageRecord, ServicePackageUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { copyColumns } from '../../resources/copy-columns.js';
import { uniqueCheck } from './system-checks.js';

const columns = { organizationId: 'organization_id', name: 'name', version: 'version', description: 'description', enabled: 'enabled' };

/** Service packages of an organization; a name is unique within its organization. */
export const servicePackageResource: ResourceDefinition = defineResource({
  name: 'servicePackages',
  path: '/api/system/service-packages',
  table: 'service_packages',
  schemas: { record: ServicePackageRecord, create: ServicePackageCreate, update: ServicePackageUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      name: { kind: 'string' },
      version: { kind: 'string' },
      description: { kind: 'string' },
      enabled: { kind: 'boolean' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  scope: { organizationColumn: 'organization_id' },
  access: 'servicePackages',
  checks: [uniqueCheck('service_packages', 'name', 'name', [['organizationId', 'organization_id']])],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    version: row.version,
    description: row.description,
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});

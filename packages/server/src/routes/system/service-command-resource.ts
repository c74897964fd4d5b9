import { ServiceCommand } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { servicePackageResource } from './service-package-resource.js';
import { uniqueCheck } from './system-checks.js';

/** Commands of a service package, grouped by bundle; the package decides who may see and change them. */
export const serviceCommandResource: ResourceDefinition = entityResource(ServiceCommand, {
  parent: { resource: servicePackageResource, param: 'packageId', column: 'package_id', field: 'packageId' },
  checks: [uniqueCheck(ServiceCommand, 'name', ['packageId', 'bundleId'])],
});

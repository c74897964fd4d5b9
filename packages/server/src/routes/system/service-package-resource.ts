import { ServicePackage } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { uniqueCheck } from './system-checks.js';

/** Service packages of an organization; a name is unique within its organization. */
export const servicePackageResource: ResourceDefinition = entityResource(ServicePackage, {
  checks: [uniqueCheck(ServicePackage, 'name', ['organizationId'])],
});

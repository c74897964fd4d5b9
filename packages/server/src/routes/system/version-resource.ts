import { SystemVersion } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { uniqueCheck } from './system-checks.js';

/** System versions with §4 status and release level; a version is registered once. */
export const systemVersionResource: ResourceDefinition = entityResource(SystemVersion, {
  checks: [uniqueCheck(SystemVersion, 'version')],
});

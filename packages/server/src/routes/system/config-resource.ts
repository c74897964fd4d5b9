import { SystemConfig } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { configJsonCheck, uniqueCheck } from './system-checks.js';

/** Installation-wide key/value configuration; keys are unique, JSON values must parse. */
export const systemConfigResource: ResourceDefinition = entityResource(SystemConfig, {
  checks: [uniqueCheck(SystemConfig, 'key'), configJsonCheck],
});

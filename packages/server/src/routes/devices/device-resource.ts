import { Device } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';

/** IoT devices: the floor must be one of the building's, the connection profile valid JSON. */
export const deviceResource: ResourceDefinition = entityResource(Device, {
  checks: [floorInBuilding, jsonSyntaxCheck('connectionProfile', { allowEmpty: true })],
});

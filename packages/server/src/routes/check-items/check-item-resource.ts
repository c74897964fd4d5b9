import { CheckItem, type CheckItemLocation } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingInOrganization } from '../../rules/building-in-organization.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { jsonObjectCheck, thermalAreasCheck } from '../../rules/json-checks.js';
import { thresholdRuleWhenAlerting } from './check-item-checks.js';

/** Check items: building of the organization, floor of the building, a rule while alerting, settings as a JSON object with §5's thermal areas; the location is kept in four columns. */
export const checkItemResource: ResourceDefinition = entityResource(CheckItem, {
  checks: [buildingInOrganization, floorInBuilding, thresholdRuleWhenAlerting, jsonObjectCheck('json'), thermalAreasCheck('json')],
  toRecord: (row, record) => ({ ...record, location: { x: row.location_x, y: row.location_y, z: row.location_z, direction: row.location_direction } }),
  toRow(input, _mode, _ctx, _existing, row) {
    const location = input.location as CheckItemLocation | undefined;
    if (!location) return row;
    return { ...row, location_x: location.x, location_y: location.y, location_z: location.z, location_direction: location.direction };
  },
});

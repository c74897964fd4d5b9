import { WorkPlanTemplate } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';

/** Work plan templates: the definition must be valid JSON. */
export const workPlanTemplateResource: ResourceDefinition = entityResource(WorkPlanTemplate, {
  checks: [jsonSyntaxCheck('definition')],
});

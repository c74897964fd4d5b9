import { catalogResource } from './resource-catalog.js';
import type { ResourceDefinition } from './resource-types.js';

/**
 * Declares a resource. Checks the declaration itself at start-up (list fields, relations and the
 * scope column must be whitelisted) so a typo fails the boot, not a request, and catalogues it
 * for the OpenAPI `x-resource` marks.
 */
export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  const fields = definition.filter.fields;
  for (const name of definition.listFields ?? []) {
    if (!Object.hasOwn(fields, name)) throw new Error(`${definition.name}: list field "${name}" is not in the filter whitelist`);
  }
  for (const name of definition.filter.relations) {
    if (!definition.relations?.[name]) throw new Error(`${definition.name}: relation "${name}" has no definition`);
  }
  for (const name of definition.detailRelations ?? []) {
    if (!definition.relations?.[name]) throw new Error(`${definition.name}: detail relation "${name}" has no definition`);
  }
  catalogResource(definition);
  return definition;
}

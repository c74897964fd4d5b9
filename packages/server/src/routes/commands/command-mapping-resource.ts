import { CommandMapping, type CommandBinding, type FieldError } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceCheck, ResourceDefinition } from '../../resources/resource-types.js';
import { belongsToBuildingCheck } from '../../rules/in-building.js';

/** Each key or button is bound at most once in a mapping. */
const uniqueKeysCheck: ResourceCheck = {
  name: 'commandMappingKeysUnique',
  on: ['create', 'update'],
  run({ input }) {
    const bindings = (input.bindings as CommandBinding[] | undefined) ?? [];
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    bindings.forEach((binding, index) => {
      const key = binding.key.trim().toLowerCase();
      if (seen.has(key)) errors.push({ path: `bindings.${index}.key`, code: 'keyTaken', message: 'is already bound in this mapping' });
      seen.add(key);
    });
    return errors;
  },
};

/** Command mappings: the command list must be one of the building's, each key bound once. */
export const commandMappingResource: ResourceDefinition = entityResource(CommandMapping, {
  checks: [belongsToBuildingCheck('commandListId', 'command_lists', 'a command list'), uniqueKeysCheck],
});

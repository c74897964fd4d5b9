import { CommandMappingCreate, CommandMappingRecord, CommandMappingUpdate, type CommandBinding, type FieldError } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceCheck, ResourceDefinition } from '../../resources/resource-types.js';
import { belongsToBuildingCheck } from '../../rules/in-building.js';
import { copyColumns } from '../../resources/copy-columns.js';

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

function parseBindings(text: unknown): CommandBinding[] {
  try {
    const parsed: unknown = JSON.parse(String(text));
    return Array.isArray(parsed) ? (parsed as CommandBinding[]) : [];
  } catch {
    return [];
  }
}

const columns: Record<string, string> = {
  name: 'name',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  commandListId: 'command_list_id',
  description: 'description',
};

/** Command mappings (fields in @fleetdeck/model command-mapping.ts): any signed-in user reads, admins write. */
export const commandMappingResource: ResourceDefinition = defineResource({
  name: 'commandMappings',
  path: '/api/command-mappings',
  table: 'command_mappings',
  schemas: { record: CommandMappingRecord, create: CommandMappingCreate, update: CommandMappingUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      commandListId: { kind: 'integer', column: 'command_list_id' },
      description: { kind: 'string', sortable: false },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'commandListId', 'description', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'commandMappings',
  checks: [belongsToBuildingCheck('commandListId', 'command_lists', 'a command list'), uniqueKeysCheck],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    buildingId: Number(row.building_id),
    commandListId: Number(row.command_list_id),
    description: row.description,
    bindings: parseBindings(row.bindings),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input) {
    const row = copyColumns(input, columns);
    if (input.bindings !== undefined) row.bindings = JSON.stringify(input.bindings);
    return row;
  },
});

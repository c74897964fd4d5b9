import { CommandListCreate, CommandListRecord, CommandListUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';
import { commandListModeOnceCheck, commandListModeRoleCheck } from './command-list-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  name: 'name',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  mode: 'mode',
  memo: 'memo',
  definition: 'definition',
};

/**
 * Command lists (§3, §5). Who may do what is the access policy's `commandLists` row: any signed-in
 * user reads (command/list/read-only), system admins write (command/list, create and {id} are
 * system admin screens, §2) and choose modes 110 to 113 (§9).
 */
export const commandListResource: ResourceDefinition = defineResource({
  name: 'commandLists',
  path: '/api/command-lists',
  table: 'command_lists',
  schemas: { record: CommandListRecord, create: CommandListCreate, update: CommandListUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      mode: { kind: 'integer' },
      memo: { kind: 'string', sortable: false },
      revision: { kind: 'integer' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'mode', 'memo', 'revision', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'commandLists',
  checks: [commandListModeRoleCheck, commandListModeOnceCheck, jsonSyntaxCheck('definition')],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    buildingId: Number(row.building_id),
    mode: row.mode,
    memo: row.memo,
    revision: Number(row.revision),
    definition: row.definition,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input, mode, _ctx, existing) {
    const row = copyColumns(input, columns);
    row.revision = mode === 'create' ? 1 : Number(existing?.revision ?? 0) + 1;
    return row;
  },
});

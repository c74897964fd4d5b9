import { CommandListCreate, CommandListRecord, CommandListUpdate, CommandMappingCreate, CommandMappingRecord, CommandMappingUpdate } from '@fleetdeck/model';
import { defineResource, type ResourceColumn, type ResourceRecord } from '@fleetdeck/sdk';

const listColumns: ResourceColumn<ResourceRecord>[] = [
  { id: 'name', labelKey: 'field.name', searchable: true, width: 260 },
  { id: 'mode', labelKey: 'field.mode', width: 100 },
  { id: 'revision', labelKey: 'field.revision', width: 100 },
  { id: 'memo', labelKey: 'field.memo', sortable: false, searchable: true },
  { id: 'updatedAt', labelKey: 'field.updatedAt', hiddenByDefault: true },
];

const schema = { record: CommandListRecord, create: CommandListCreate, update: CommandListUpdate };
const labels = { list: 'title.list', create: 'title.create', edit: 'title.edit' };
const routes = { list: '/command/list', create: '/command/create', edit: '/command/:id' };

/** Command lists as system administrators manage them (§2 command/list). */
export const commandListResource = defineResource({
  name: 'commandLists',
  path: '/command-lists',
  schema,
  columns: listColumns,
  labels,
  access: 'commandLists',
  routes,
  defaultSort: { id: 'name', desc: false },
});

/** Command lists as everyone reads them (command/list/read-only): no create, edit or delete. */
export const commandListReadOnlyResource = defineResource({
  name: 'commandListsReadOnly',
  path: '/command-lists',
  schema,
  columns: listColumns,
  labels: { ...labels, list: 'title.readOnly' },
  access: 'commandLists',
  routes: { list: '/command/list/read-only', edit: '/command/:id' },
  defaultSort: { id: 'name', desc: false },
});

/** Command mappings (fields in @fleetdeck/model command-mapping.ts); general operators read only. */
export const commandMappingResource = defineResource({
  name: 'commandMappings',
  path: '/command-mappings',
  schema: { record: CommandMappingRecord, create: CommandMappingCreate, update: CommandMappingUpdate },
  columns: [
    { id: 'name', labelKey: 'mapping.name', searchable: true, width: 260 },
    { id: 'description', labelKey: 'mapping.description', sortable: false, searchable: true },
    { id: 'updatedAt', labelKey: 'field.updatedAt', hiddenByDefault: true },
  ],
  labels: { list: 'title.mappingList', create: 'title.mappingCreate', edit: 'title.mappingEdit' },
  access: 'commandMappings',
  routes: { list: '/command-mapping/list', create: '/command-mapping/create', edit: '/command-mapping/:id' },
  defaultSort: { id: 'name', desc: false },
});

import { CommandList, CommandMapping } from '@fleetdeck/model';
import { defineEntityResource, defineResource, type ResourceRecord } from '@fleetdeck/sdk';

// A mode is its number in the list; the form's choices say which ones are common.
const render = { mode: (row: ResourceRecord) => String(row.mode) };

/** Command lists as system administrators manage them (§2 command/list); columns, form and access from the model's `CommandList`. */
export const commandListResource = defineEntityResource(CommandList, {
  routes: { list: '/command/list', create: '/command/create', edit: '/command/:id' },
  render,
});

/** Command lists as everyone reads them (command/list/read-only): no create, edit or delete; its own saved column choice. */
export const commandListReadOnlyResource = defineResource({
  ...defineEntityResource(CommandList, {
    routes: { list: '/command/list/read-only', edit: '/command/:id' },
    labels: { list: 'title.readOnly', create: 'title.create', edit: 'title.edit' },
    render,
  }),
  name: 'commandListsReadOnly',
});

/** Command mappings (the model's `CommandMapping`); general operators read only. */
export const commandMappingResource = defineEntityResource(CommandMapping, {
  routes: { list: '/command-mapping/list', create: '/command-mapping/create', edit: '/command-mapping/:id' },
  labels: { list: 'title.mappingList', create: 'title.mappingCreate', edit: 'title.mappingEdit' },
});

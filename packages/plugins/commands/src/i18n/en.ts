/** English strings of the commands plugin (namespace `commands`). */
export const en = {
  menu: { command: 'Command lists', mapping: 'Command mappings' },
  title: {
    readOnly: 'Command lists', list: 'Command list settings', create: 'New command list', edit: 'Command list', usage: 'Command list usage',
    mappingList: 'Command mappings', mappingCreate: 'New command mapping', mappingEdit: 'Command mapping',
  },
  field: {
    name: 'Command list name', buildingId: 'Building', mode: 'Mode', memo: 'Memo', revision: 'Revision', definition: 'Definition (JSON)',
    updatedAt: 'Updated',
  },
  mode: { common: '{{mode}} (common, system administrators)', normal: '{{mode}}' },
  hint: { definition: 'The commands of the list as JSON.', mode: 'Each mode may be used once per building.' },
  rules: {
    modeTaken: 'This mode is already used in this building', modeSystemAdminOnly: 'Modes 110 to 113 are for system administrators only',
    keyTaken: 'This key is already bound',
  },
  usage: {
    open: 'Usage: {{name}}', flows: 'Flows', workPlans: 'Work plans', notUsed: 'This command list is not used by any flow or work plan.',
    none: 'None', intro: 'Flows and work plans whose definition refers to "{{name}}".', back: 'Back to the command list',
  },
  mapping: {
    name: 'Mapping name', buildingId: 'Building', commandListId: 'Command list', description: 'Description', bindings: 'Key bindings',
    key: 'Key {{number}}', command: 'Command {{number}}', add: 'Add key', remove: 'Remove key {{number}}', none: 'No keys bound yet.',
    count: 'Keys',
  },
};

/** English strings of the flows plugin (namespace `flows`). */
export const en = {
  menu: { flow: 'Flows' },
  title: { settings: 'Flow settings', create: 'New flow', edit: 'Flow' },
  field: {
    name: 'Flow name', buildingId: 'Building', floorId: 'Floor', flowGroupId: 'Flow group', description: 'Description', sortOrder: 'Order',
    enabled: 'Enabled', definition: 'Definition (JSON)', updatedAt: 'Updated',
  },
  settings: {
    building: 'Building', chooseBuilding: 'Choose a building to see its flows.', groups: 'Flow groups: {{names}}', noGroups: 'This building has no flow groups.',
    moveUp: 'Move up: {{name}}', moveDown: 'Move down: {{name}}', enabledOf: 'Enabled: {{name}}', on: 'On', off: 'Off', noGroup: '—',
    moved: 'The order was changed.', switched: 'Saved.', failed: 'Could not update the flow.',
  },
  hint: { definition: 'The flow steps as JSON.' },
  contactAdmin: 'Registering, changing and deleting flows needs an organization administrator. Please contact your organization administrator.',
};

/** English strings of the devices plugin (namespace `devices`). */
export const en = {
  menu: { device: 'IoT devices' },
  title: { list: 'IoT devices', create: 'New IoT device', edit: 'IoT device', data: 'Device data' },
  field: {
    id: 'ID', name: 'Device name', type: 'Device type', model: 'Model', urn: 'URN', identifier: 'Identifier', description: 'Description',
    connectionProfile: 'Connection profile (JSON)', buildingId: 'Building', floorId: 'Floor', status: 'Status', updatedAt: 'Updated',
  },
  type: { 0: 'Undefined', 1: 'Sensor', 2: 'Actuator', 3: 'Beacon', 4: 'Display', 9: 'Other' },
  status: { 0: 'Unavailable', 1: 'Available' },
  hint: { connectionProfile: 'How the console reaches the device, as JSON. Leave empty when there is none.' },
  contactAdmin: 'Registering, changing and deleting IoT devices needs an organization administrator. Please contact your organization administrator.',
  data: {
    open: 'Data: {{name}}', from: 'From', to: 'To', apply: 'Show', at: 'Time', metric: 'Measurement', value: 'Value', unit: 'Unit',
    empty: 'No readings in this period.', count_one: '{{count, number}} reading', count_other: '{{count, number}} readings', back: 'Back to the device', table: 'Readings',
  },
};

/** English strings of the check-items plugin (namespace `check-items`). */
export const en = {
  menu: { checkItem: 'Check items' },
  list: { view: 'View' },
  title: { list: 'Check items', create: 'New check item', edit: 'Check item' },
  field: {
    id: 'ID', name: 'Check item name', type: 'Target type', status: 'Status', organizationId: 'Organization', buildingId: 'Building', floorId: 'Floor',
    meterReadingService: 'Meter reading service', meterType: 'Meter type', qrCodeNumber: 'QR code number', taskId: 'Task ID', deviceId: 'Device ID',
    alertEnabled: 'Alert with a threshold rule', thresholdRuleId: 'Threshold rule', markerType: 'Marker type', json: 'Settings (JSON)',
    x: 'Location X (m)', y: 'Location Y (m)', z: 'Location Z (m)', direction: 'Direction (°)', updatedAt: 'Updated',
  },
  section: { location: 'Location' },
  type: { 0: 'Meter', 1: 'Camera', 2: 'Thermal camera' },
  status: { 0: 'Disabled', 1: 'Enabled', 2: 'Setting up' },
  service: { hakaruAi: 'hakaru.ai', kanriRoid: 'KanriRoid', lilz: 'LiLz' },
  meterType: { analog: 'Analog gauge', digital: 'Digital display', lamp: 'Lamp', counter: 'Counter', none: 'No meter' },
  marker: { aruco: 'ArUco markers', qr: 'QR code', none: 'No markers' },
  json: { object: 'Enter a JSON object such as {}' },
  hint: { thresholdRuleId: 'Required while alerting is on.' },
};

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
  photo: {
    loading: 'Looking for the robots’ latest picture…', loadError: 'Could not load the latest picture. Try again with Refresh.',
    imageError: 'The picture could not be shown.', refresh: 'Refresh', openRobots: 'Open robot control',
    colorMap: 'Colour map: {{name}}.',
    photo: {
      title: 'Latest photo', none: 'No photo yet',
      howTo: 'When a robot in this item’s building takes a photo (Take photo on its teleoperation screen, or a flow’s photo step), the newest one shows here.',
      alt: 'Latest photo of this item, from {{camera}} of {{robot}}, taken {{time}}', caption: 'Taken {{time}} by {{robot}} with {{camera}}.',
    },
    thermal: {
      title: 'Latest thermal frame', none: 'No thermal frame yet',
      howTo: 'When a robot in this item’s building takes a photo with its thermal camera (choose the Thermal camera, then Take photo on its teleoperation screen), the newest one shows here.',
      alt: 'Latest thermal frame of this item, from {{camera}} of {{robot}}, taken {{time}}', caption: 'Taken {{time}} by {{robot}} with {{camera}}.',
    },
  },
  camera: { v1: 'Front (v1)', v2: 'Rear (v2)', v3: 'Top (v3)', s1: 'Sub camera (s1)', g1: 'Gripper (g1)', thermal: 'Thermal' },
  colorMap: { normal: 'Normal', mono: 'Mono', ir: 'IR' },
  hint: { thresholdRuleId: 'Required while alerting is on.' },
};

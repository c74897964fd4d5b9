/** English strings of the buildings plugin (namespace `buildings`). */
export const en = {
  menu: { building: 'Buildings' },
  title: {
    list: 'Buildings', create: 'New building', edit: 'Building', floorCreate: 'New floor', floorEdit: 'Floor',
    flowGroupCreate: 'New flow group', flowGroupEdit: 'Flow group', robotGroupCreate: 'New robot group', robotGroupEdit: 'Robot group',
  },
  field: {
    id: 'ID', name: 'Building name', organizationId: 'Organization', status: 'Status', postalCode: 'Postal code', prefecture: 'Prefecture',
    city: 'City', address: 'Address', latitude: 'Latitude', longitude: 'Longitude', timeZone: 'Time zone',
  },
  hint: { timeZone: 'Schedules run on this zone\'s clock (an IANA name such as Asia/Tokyo or Europe/Berlin).' },
  status: { 0: 'Unavailable', 1: 'Available' },
  tabs: { sections: 'Building sections', floors: 'Floors', robotGroups: 'Robot groups', flowGroups: 'Flow groups' },
  section: { basics: 'Basic information', speechTexts: 'Speech texts', ipAllowList: 'IP allow-list', linkage: 'System linkage' },
  speech: { text: 'Speech text {{number}}', add: 'Add speech text', remove: 'Remove speech text {{number}}', none: 'No speech texts yet.' },
  ip: {
    ipAddress: 'IP address {{number}}', description: 'Description {{number}}', restricted: 'Restrict access {{number}}',
    add: 'Add IP address', remove: 'Remove IP address {{number}}', none: 'No IP addresses yet; access is not restricted.',
  },
  linkage: {
    dailyReport: 'Daily report system', dailyReportEnabled: 'Send daily reports', linkedBuildingId: 'Linked building',
    cleaningRobot: 'Cleaning robot system', userId: 'User ID', password: 'Password',
    hakaruAi: 'hakaru.ai', loginId: 'Login ID',
    lilz: 'LiLz', accessToken: 'Access token', managementUnitId: 'Management unit ID',
    meterSystem: 'Meter system', token: 'Token', buildingId: 'Building ID in the meter system',
    link: 'Link with {{system}}',
    secretKept: 'Set — leave blank to keep the saved value',
  },
  floor: {
    map: 'Floor map', openEditor: 'Open map editor', waypoints: 'Waypoints',
    name: 'Floor name', index: 'Floor', type: 'Floor type', indexHint: '1F = 1, B1 = 0, B2 = -1',
    types: { 0: 'Office', 1: 'Commercial', 2: 'Entrance', 3: 'Station', 4: 'Parking' },
  },
  group: { name: 'Group name' },
};

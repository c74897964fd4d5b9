/** English strings of the robots plugin (namespace `robots`). */
export const en = {
  menu: { control: 'Robot control', robots: 'Robots' },
  title: {
    control: 'Robot control', list: 'Robots', create: 'New robot', edit: 'Robot', activity: 'Robot activity', settingHistory: 'Setting history',
  },
  control: {
    view: 'View', grid: 'Grid', list: 'List', building: 'Building', allBuildings: 'All buildings', model: 'Model', allModels: 'All models',
    sort: 'Sort by', onlineOnly: 'Online only', availableOnly: 'Available only', search: 'Search by name or serial number',
    count: '{{shown}} of {{total}} robots', empty: 'No robots match these filters.', noRobots: 'No robots in these buildings yet.',
    availableHint: 'Available: online, status available, no error, no flow running and battery not low.',
    sortBy: { condition: 'Condition (worst first)', name: 'Name', battery: 'Battery', status: 'Status', lastCommunication: 'Last communication' },
    robotsLabel: 'Robots',
  },
  stream: {
    connecting: 'Connecting to live updates…',
    reconnecting: 'Live updates interrupted. Reconnecting…',
    error: 'The console reported a problem with live updates ({{code}}): {{message}}',
    dismiss: 'Dismiss',
  },
  robot: {
    serialNo: 'Serial number', model: 'Model', building: 'Building', connection: 'Connection', status: 'Status', battery: 'Battery',
    currentFlow: 'Current flow', lastCommunication: 'Last communication', actions: 'Actions', errors: 'Errors', name: 'Name', condition: 'Condition',
    noFlow: 'None', never: 'Never', flowProgress: '{{name}} ({{step}}/{{steps}})', unknownBuilding: 'Building {{id}}',
  },
  connection: { online: 'Online', offline: 'Offline' },
  condition: {
    error: 'Error', emergencyStop: 'Emergency stop', offline: 'Offline', unavailable: 'Out of service', lowBattery: 'Low battery', busy: 'Busy',
    available: 'Available',
  },
  status: { 0: 'Unavailable', 1: 'Available', 2: 'Under maintenance', 9: 'In repair shop', unknown: 'Unknown' },
  battery: {
    active: 'In use', charging: 'Charging', fullyCharged: 'Fully charged', protect: 'Protection mode', lowVoltage: 'Low voltage',
    bmError: 'Battery management error', below20: 'Below 20%', unknown: 'No data', percent: '{{percent}}%',
  },
  links: {
    teleop: 'Teleoperate', basic: 'Basic app', activity: 'Activity',
    teleopOf: 'Teleoperate: {{name}}', basicOf: 'Basic app: {{name}}', activityOf: 'Activity: {{name}}',
  },
  activity: {
    range: 'Time range', ranges: { hour: 'Last hour', day: 'Last 24 hours', week: 'Last 7 days' },
    events: 'Events', time: 'Time', kind: 'Kind', code: 'Code', level: 'Level', description: 'Description', state: 'State',
    noEvents: 'No events in this time range.', samples: 'Battery over time', noSamples: 'No battery samples in this time range.',
    batteryChart: 'Battery from {{from}}% to {{to}}% between {{start}} and {{end}}',
    live: 'Live', loadFailed: 'The activity could not be loaded.', reload: 'Reload',
    kinds: {
      flow: 'Flow', docking: 'Docking', elevator: 'Elevator', elevatorCloud: 'Elevator cloud', securityDoor: 'Security door', rosbag: 'Recording',
      robotError: 'Robot error', connection: 'Connection', floor: 'Floor',
    },
    levels: { 0: 'Info', 5: 'Warning', 9: 'Emergency' },
    raised: 'Raised', cleared: 'Cleared',
    codeText: { elevator: 'Elevator code {{code}}', elevatorCloud: 'Elevator cloud code {{code}}', securityDoor: 'Security door code {{code}}', rosbag: 'Recording code {{code}}' },
  },
  field: {
    name: 'Robot name', serialNo: 'Serial number', model: 'Model', version: 'Version', hardwareRevision: 'Hardware revision',
    buildingId: 'Initial building', groupId: 'Robot group', initialFloorId: 'Initial floor', status: 'Status',
    longTermRecordingAutoStart: 'Start long-term recording automatically', videoMode: 'Video mode', notes: 'Notes',
    lastCommunicationAt: 'Last communication', updatedAt: 'Updated',
  },
  hint: { hardwareRevision: 'Digits only, at most 3' },
  videoMode: { normal: 'Normal', interval: 'Interval' },
  admin: {
    liveStatus: 'Live status',
    credentialTitle: 'Robot credential', credentialLabel: 'Credential of {{serialNo}}',
    credentialWarning: 'This credential is shown only once. Copy it now and store it on the robot; it cannot be shown again.',
    copy: 'Copy credential', copied: 'Copied', copyFailed: 'Copy failed: select the text and copy it by hand.', done: 'I have stored it',
    newCredential: 'Issue new credential', newCredentialConfirm: 'Issue a new credential for {{name}}? The current credential stops working at once and the robot is disconnected.',
    issue: 'Issue', cancel: 'Cancel', credentialFailed: 'The new credential could not be issued.',
    osUpdate: 'Robot OS update', osVersion: 'OS version', osUpdateStart: 'Update robot OS', osUpdateSent: 'The robot accepted the OS update to {{version}}.',
    osUpdateRefused: 'The robot refused the update: {{reason}}', osUpdateFailed: 'The OS update could not be started.',
    batteryNow: 'Battery now: {{percent}}', settingHistory: 'Setting history', activity: 'Activity', actions: 'Robot actions',
    offline: 'The robot is offline.',
  },
  history: {
    time: 'Time', operator: 'Changed by', field: 'Setting', oldValue: 'Before', newValue: 'After', empty: 'No changes recorded yet.',
    credential: 'Credential', credentialRotated: 'New credential issued', more: 'Show older changes', back: 'Back to the robot',
    yes: 'Yes', no: 'No', empty_value: '(empty)',
  },
};

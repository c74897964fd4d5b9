/** English strings of the system plugin (namespace `system`). */
export const en = {
  menu: { system: 'System' },
  title: {
    top: 'System', versionList: 'System versions', versionCreate: 'New system version', versionEdit: 'System version',
    configList: 'Configuration', configCreate: 'New configuration entry', configEdit: 'Configuration entry',
    announcementList: 'Announcements', announcementCreate: 'New announcement', announcementEdit: 'Announcement',
    webhookList: 'Webhooks', webhookCreate: 'New webhook', webhookEdit: 'Webhook',
    iamServiceList: 'IAM services', iamServiceCreate: 'New IAM service', iamServiceEdit: 'IAM service',
    servicePackageList: 'Service packages', servicePackageCreate: 'New service package', servicePackageEdit: 'Service package',
    serviceCommandCreate: 'New service command', serviceCommandEdit: 'Service command',
    registerCustomer: 'Register a customer', initData: 'Load master data', errorCodeList: 'Error codes', pluginList: 'Installed plugins', syncHistoryList: 'Sync history', skywayKeyList: 'SkyWay keys', azureKeyList: 'Azure keys',
  },
  top: { intro: 'Settings and records of the whole installation.', pages: 'System pages' },
  common: { yes: 'Yes', no: 'No' },
  field: { organizationId: 'Organization', createdAt: 'Created', updatedAt: 'Updated' },
  levels: { 0: 'Information', 5: 'Warning', 9: 'Emergency' },
  version: {
    version: 'Version', versionHint: 'For example 2.14.0 or 3.0.0-beta.1', status: 'Status', releaseLevel: 'Release level', notes: 'Release notes',
    statuses: { 0: 'Private', 1: 'Official', 2: 'Beta', 3: 'Alpha' },
    levels: { alpha: 'Alpha', beta: 'Beta', official: 'Official' },
  },
  config: {
    key: 'Key', keyHint: 'Letters, digits, dots, hyphens and underscores, starting with a letter', valueType: 'Value type', value: 'Value',
    description: 'Description', valueTypes: { text: 'Text', json: 'JSON' }, jsonInvalid: 'The JSON is not valid: {{detail}}',
  },
  announcement: {
    titleJa: 'Title (Japanese)', titleEn: 'Title (English)', bodyJa: 'Body (Japanese)', bodyEn: 'Body (English)', level: 'Level',
    publishFrom: 'Publish from', publishTo: 'Publish until', publishToHint: 'Leave empty to publish until further notice.',
    periodOrder: 'The end of publication must be after its start',
  },
  webhook: {
    name: 'Name', type: 'Type', authType: 'Authentication', status: 'Status', url: 'URL', urlHint: 'Only https:// addresses', secret: 'Secret',
    secretHint: 'Required unless the authentication is none.',
    types: { 0: 'Generic', 1: 'LiLz', 2: 'Slack', 3: 'Teams' },
    authTypes: { 0: 'None', 1: 'Basic', 2: 'Bearer token', 3: 'HMAC signature' },
    statuses: { 0: 'Disabled', 1: 'Enabled', 9: 'Error' },
  },
  iam: {
    name: 'Service name', clientId: 'Client ID', clientIdHint: 'Letters, digits, dots, hyphens and underscores; unique', scopes: 'Scopes',
    scopesHint: 'Separate with commas, for example robots:read, reports:read', enabled: 'Enabled', clientSecret: 'Client secret',
    clientSecretHint: 'At least 16 characters. It is stored hashed and never shown again.',
  },
  package: { name: 'Package name', version: 'Version', description: 'Description', enabled: 'Enabled' },
  command: {
    section: 'Service commands', bundleId: 'Bundle', bundleHint: 'Lower-case letters, digits, hyphens and underscores', name: 'Command name',
    command: 'Command', description: 'Description', newBundle: 'Bundle of new commands', newBundleHint: 'Create adds the command to this bundle.',
  },
  errorCode: {
    search: 'Search codes', category: 'Category', allCategories: 'All categories', code: 'Code', description: 'Description',
    categories: {
      flow: 'Flow', docking: 'Docking', elevatorCloud: 'Elevator cloud', elevator: 'Elevator integration', securityDoor: 'Security door', rosbag: 'Rosbag record',
    },
  },
  plugin: {
    consoleSdk: 'This console provides @fleetdeck/sdk {{version}}. A plugin loads only when its SDK range includes this version.',
    name: 'Plugin', id: 'ID', version: 'Version', sdk: 'SDK range', status: 'Status', compatible: 'Compatible',
    incompatible: 'Not loaded: needs SDK {{range}}, this console has {{version}}',
    loading: 'Reading the installed plugins…',
  },
  sync: {
    startedAt: 'Started', target: 'System', direction: 'Direction', status: 'Result', itemCount: 'Items', message: 'Message', allStatuses: 'All results',
    directions: { import: 'Import', export: 'Export' },
    statuses: { success: 'Succeeded', partial: 'Partly succeeded', failed: 'Failed', running: 'Running' },
  },
  key: {
    name: 'Key name', value: 'Key', newValue: 'Key value', valueHint: 'At least 8 characters without spaces. Only a masked form is shown afterwards.',
    add: 'Add key', rotate: 'Rotate',
  },
};

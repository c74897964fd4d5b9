/** English strings of the organizations plugin (namespace `organizations`). */
export const en = {
  menu: { organization: 'Organizations' },
  title: {
    list: 'Organizations', create: 'New organization', edit: 'Organization', childOrgAndTag: 'Child organizations and account tags',
    notifTargetCreate: 'New notification target', notifTargetEdit: 'Notification target',
  },
  field: {
    id: 'ID', name: 'Organization name', type: 'Type', parentId: 'Parent organization', parentRole: 'Parent organization role',
    status: 'Status', prefecture: 'Prefecture', city: 'City', postalCode: 'Postal code', addressDetail: 'Address',
    labsEnabled: 'ugo Lab (beta features)', labsHint: 'Takes effect at each account’s next login.', level: 'Level',
    parentManagedAbove: 'Managed by your provider', parentFixedHint: 'Set by an administrator of the organization above yours.',
  },
  type: { 0: 'User company', 1: 'Agent', 2: 'Superviser', 3: 'Management' },
  status: { 0: 'Unavailable', 1: 'Available' },
  parentRole: { 0: 'Deny', 1: 'Read-only', 2: 'Allow', 3: 'Allow up to one level below', 4: 'Read-only up to one level below' },
  detail: {
    childOrgAndTag: 'Child organizations and account tags', notificationTargets: 'Notification targets', addTarget: 'Add notification target',
    noTargets: 'No notification targets yet.', editTarget: 'Edit', children: 'Child organizations', accountTags: 'Account tags',
    noTags: 'No account tags yet.', tagName: 'Tag name', managers: 'Managers', targets: 'Managed targets', backToOrganization: 'Back to the organization',
  },
  target: {
    type: 'Notification type', level: 'Notification level', buildingId: 'Target building', address: 'Address or webhook URL',
    room: 'Room', chatBotLoginId: 'Chat-bot login ID', password: 'Password', spaceId: 'Space ID', allBuildings: 'All buildings',
    passwordKept: 'Set — leave blank to keep the saved password',
    types: { 0: 'Email', 1: 'Slack', 2: 'SMS (not available)', 3: 'Phone (not available)', 6: 'elgana' },
    levels: { 0: 'Info', 5: 'Warning', 9: 'Emergency' },
    saved: 'Notification target saved.', saveFailed: 'Could not save the notification target.', notFound: 'The notification target was not found.',
    delete: 'Delete notification target', deleted: 'Notification target deleted.',
  },
  tag: {
    add: 'Add account tag', manager: 'Manager', managerRole: 'Manager role', targetType: 'Target type', target: 'Managed target',
    targetRole: 'Target role', saved: 'Account tag added.', deleted: 'Account tag deleted.',
    roles: { 0: 'Deny', 1: 'Allow' },
    targetTypes: { organization: 'Organization', building: 'Building', robot: 'Robot', operator: 'Operator' },
  },
};

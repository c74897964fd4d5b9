/** English strings of the my-pages plugin (namespace `my`). */
export const en = {
  menu: { messages: 'Messages', devices: 'Trusted devices', versions: 'Versions', contract: 'Contract', auditLogs: 'Audit log', announcements: 'Announcements' },
  title: { devices: 'Trusted devices', versions: 'Versions', messages: 'Messages', auditLogs: 'Audit log', announcements: 'Announcements', contract: 'Contract' },
  levels: { 0: 'Information', 5: 'Warning', 9: 'Emergency' },
  devices: {
    device: 'Device', ip: 'IP address', signedInAt: 'Signed in', lastUsedAt: 'Last used', expiresAt: 'Session ends', current: 'This device',
    revoke: 'Sign out', revoked: 'The device was signed out.', browserOn: '{{browser}} on {{system}}', unknown: 'Unknown device',
    unknownBrowser: 'Unknown browser', unknownSystem: 'unknown system',
  },
  versions: {
    version: 'Version', releaseLevel: 'Release level', status: 'Status', notes: 'Release notes', releasedAt: 'Released',
    statuses: { 0: 'Private', 1: 'Official', 2: 'Beta', 3: 'Alpha' },
    levels: { alpha: 'Alpha', beta: 'Beta', official: 'Official' },
  },
  messages: {
    receivedAt: 'Received', level: 'Level', subject: 'Subject', body: 'Message', state: 'Read', read: 'Read', markRead: 'Mark as read',
    markAllRead: 'Mark all as read', unreadCount: '{{count, number}} unread',
  },
  audit: {
    search: 'Search', action: 'Action', user: 'User', from: 'From', to: 'To', at: 'Time', target: 'Target', request: 'Request', status: 'Status',
    ip: 'IP address',
  },
  announcements: { none: 'No announcements are published now.', period: '{{from}} – {{to}}', open: 'until further notice' },
  contract: {
    contractEndAt: 'Contract ends', noEnd: 'No end date', isArchive: 'Archive (recordings)', isMiniAsilla: 'mini asilla', isLilz: 'LiLz',
    isHakaruAi: 'hakaru.ai', isKanriroid: 'KanriRoid', isAutoGuide: 'Auto guide', included: 'Included', notIncluded: 'Not included',
    maintenanceCompany: 'Maintenance company', owner: 'you are its owner', noMaintenance: 'None',
  },
};

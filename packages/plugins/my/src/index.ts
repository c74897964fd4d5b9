import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { AnnouncementsPage } from './pages/AnnouncementsPage.js';
import { AuditLogsPage } from './pages/AuditLogsPage.js';
import { ContractPage } from './pages/ContractPage.js';
import { DevicesPage } from './pages/DevicesPage.js';
import { MessagesPage } from './pages/MessagesPage.js';
import { VersionsPage } from './pages/VersionsPage.js';

/** The my-pages plugin; route ids match plugin.json (profile and chpwd stay in the auth plugin). */
export default definePlugin({
  id: 'my',
  routes: {
    devices: DevicesPage,
    versions: VersionsPage,
    messages: MessagesPage,
    auditLogs: AuditLogsPage,
    announcements: AnnouncementsPage,
    contract: ContractPage,
  },
  i18n: { en, ja },
});

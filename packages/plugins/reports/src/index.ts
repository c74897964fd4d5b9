import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { ExportHistoryPage } from './pages/ExportHistoryPage.js';
import { ReportDetailPage } from './pages/ReportDetailPage.js';
import { ReportListPage } from './pages/ReportListPage.js';
import { TemplateCreatePage } from './pages/TemplateCreatePage.js';
import { TemplateListPage } from './pages/TemplateListPage.js';

/** The reports plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'reports',
  routes: { list: ReportListPage, detail: ReportDetailPage, history: ExportHistoryPage, templates: TemplateListPage, templateCreate: TemplateCreatePage },
  i18n: { en, ja },
});

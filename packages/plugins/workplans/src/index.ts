import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { SettingsPage } from './pages/SettingsPage.js';
import { TemplateEditPage } from './pages/TemplateEditPage.js';
import { WorkPlanEditPage } from './pages/WorkPlanEditPage.js';

/** The work plans plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'workplans',
  routes: { settings: SettingsPage, createTemplate: TemplateEditPage, templateDetail: TemplateEditPage, create: WorkPlanEditPage, detail: WorkPlanEditPage },
  i18n: { en, ja },
});

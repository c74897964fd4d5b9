import { lazy } from 'react';
import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { ScheduleEditPage } from './pages/ScheduleEditPage.js';
import { ScheduleListPage } from './pages/ScheduleListPage.js';
import { ScheduleLogPage } from './pages/ScheduleLogPage.js';
import { TriggerEditPage } from './pages/TriggerEditPage.js';
import { TriggerListPage } from './pages/TriggerListPage.js';
import { TriggerLogPage } from './pages/TriggerLogPage.js';

// FullCalendar is most of the plugin's weight: only the calendar's own chunk loads it; the dashboard's live views load on their own too.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage.js').then((m) => ({ default: m.DashboardPage })));
const ScheduleCalendarPage = lazy(() => import('./pages/ScheduleCalendarPage.js').then((m) => ({ default: m.ScheduleCalendarPage })));

/** The schedules plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'schedules',
  routes: { dashboard: DashboardPage, list: ScheduleListPage, create: ScheduleEditPage, detail: ScheduleEditPage, calendar: ScheduleCalendarPage, log: ScheduleLogPage,
    triggerList: TriggerListPage, triggerCreate: TriggerEditPage, triggerEdit: TriggerEditPage, triggerLog: TriggerLogPage,
  },
  i18n: { en, ja },
});

import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { MediaEditPage } from './pages/MediaEditPage.js';
import { MediaListPage } from './pages/MediaListPage.js';

/** The resources plugin (videos and images); route ids match plugin.json. */
export default definePlugin({
  id: 'resources',
  routes: { list: MediaListPage, create: MediaEditPage, detail: MediaEditPage },
  i18n: { en, ja },
});

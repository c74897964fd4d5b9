import { definePlugin } from '@fleetdeck/sdk';
import { %%pageName%% } from './%%pageName%%.js';
import { en, ja } from './i18n.js';

// Route ids match plugin.json's "routes"; the console mounts each component on its path and
// loads the strings into the namespace "%%id%%", which useT() reads.
export default definePlugin({ id: '%%id%%', routes: { main: %%pageName%% }, i18n: { ja, en } });

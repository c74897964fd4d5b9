import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { ChatDetailPage } from './pages/ChatDetailPage.js';
import { ChatListPage } from './pages/ChatListPage.js';
import { KnowledgeEditPage } from './pages/KnowledgeEditPage.js';
import { KnowledgeListPage } from './pages/KnowledgeListPage.js';

/** The guide plugin (knowledge groups and chats); route ids match plugin.json. */
export default definePlugin({
  id: 'guide',
  routes: { knowledgeList: KnowledgeListPage, knowledgeDetail: KnowledgeEditPage, chatList: ChatListPage, chatDetail: ChatDetailPage },
  i18n: { en, ja },
});

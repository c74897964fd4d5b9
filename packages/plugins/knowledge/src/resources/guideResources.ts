import { Chat, KnowledgeGroup } from '@fleetdeck/model';
import { defineEntityResource, formatDateTime } from '@fleetdeck/sdk';

/** Knowledge groups; new ones open at /guide/knowledge-groups/new (spec §2 lists only list and {id}). */
export const knowledgeResource = defineEntityResource(KnowledgeGroup, {
  routes: { list: '/guide/knowledge-groups/list', create: '/guide/knowledge-groups/new', edit: '/guide/knowledge-groups/:id' },
  labels: { list: 'title.knowledgeList', create: 'title.knowledgeCreate', edit: 'title.knowledgeEdit' },
  // Shown from the start here, not only through the column picker.
  extraColumns: [{ id: 'updatedAt', labelKey: 'field.updatedAt', render: (row) => formatDateTime(row.updatedAt) }],
});

/** Chat records of guide robots, newest first; they come from robots, so there is no create screen. */
export const chatResource = defineEntityResource(Chat, {
  routes: { list: '/guide/chats/list', edit: '/guide/chats/:id' },
  labels: { list: 'title.chatList', create: 'title.chat', edit: 'title.chat' },
  leadingColumns: ['startedAt'],
});

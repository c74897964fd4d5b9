import { ChatCreate, ChatRecord, ChatUpdate, KnowledgeGroup } from '@fleetdeck/model';
import { defineEntityResource, defineResource, type ResourceRecord } from '@fleetdeck/sdk';

const localTime = (field: string) => (row: ResourceRecord) => new Date(String(row[field])).toLocaleString();

/** Knowledge groups; new ones open at /guide/knowledge-groups/new (spec §2 lists only list and {id}). */
export const knowledgeResource = defineEntityResource(KnowledgeGroup, {
  routes: { list: '/guide/knowledge-groups/list', create: '/guide/knowledge-groups/new', edit: '/guide/knowledge-groups/:id' },
  labels: { list: 'title.knowledgeList', create: 'title.knowledgeCreate', edit: 'title.knowledgeEdit' },
  // Shown from the start here, not only through the column picker.
  extraColumns: [{ id: 'updatedAt', labelKey: 'field.updatedAt', render: localTime('updatedAt') }],
});

/** Chat records of guide robots, newest first; they come from robots, so there is no create screen. */
export const chatResource = defineResource({
  name: 'chats',
  path: '/chats',
  schema: { record: ChatRecord, create: ChatCreate, update: ChatUpdate },
  columns: [
    { id: 'startedAt', labelKey: 'chat.startedAt', render: (row) => new Date(String(row.startedAt)).toLocaleString() },
    { id: 'robotSerialNo', labelKey: 'chat.robotSerialNo', searchable: true },
    { id: 'location', labelKey: 'chat.location', searchable: true },
    { id: 'message', labelKey: 'chat.message', searchable: true, width: 320 },
    { id: 'score', labelKey: 'chat.score' },
    { id: 'aiModel', labelKey: 'chat.aiModel', hiddenByDefault: true },
  ],
  labels: { list: 'title.chatList', create: 'title.chat', edit: 'title.chat' },
  access: 'chats',
  routes: { list: '/guide/chats/list', edit: '/guide/chats/:id' },
  defaultSort: { id: 'startedAt', desc: true },
  titleField: 'location',
});

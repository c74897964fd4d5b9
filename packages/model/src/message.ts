import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from './common.js';
import { NotificationLevel } from './business-constants.js';

const level = Type.Union(Object.values(NotificationLevel).map((v) => Type.Literal(v)));

/** A message addressed to one operator (robot alerts, system notices), with when it was read. */
export const MessageRecord = Type.Object({
  id: Id,
  level,
  title: Type.String(),
  body: Type.String(),
  createdAt: DateTime,
  readAt: Nullable(DateTime),
});
export type MessageRecord = Static<typeof MessageRecord>;

/** One page of messages with the totals the pager and the unread badge need. */
export const MessagePage = Type.Object({
  items: Type.Array(MessageRecord),
  total: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type MessagePage = Static<typeof MessagePage>;

import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from './common.js';

/** How a synchronisation ended. */
export const SyncStatus = ['success', 'partial', 'failed', 'running'] as const;
export type SyncStatus = (typeof SyncStatus)[number];

/** One run of data synchronisation with a linked system (read-only history). */
export const SyncHistoryRecord = Type.Object({
  id: Id,
  target: Type.String(),
  direction: Type.Union([Type.Literal('import'), Type.Literal('export')]),
  status: Type.Union(SyncStatus.map((s) => Type.Literal(s))),
  itemCount: Type.Integer({ minimum: 0 }),
  message: Type.String(),
  startedAt: DateTime,
  finishedAt: Nullable(DateTime),
});
export type SyncHistoryRecord = Static<typeof SyncHistoryRecord>;

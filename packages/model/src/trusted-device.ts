import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from './common.js';

/** A signed-in browser of the caller: one live session token with where and when it was used. */
export const TrustedDevice = Type.Object({
  id: Id,
  userAgent: Type.String(),
  ip: Type.String(),
  signedInAt: DateTime,
  lastUsedAt: Nullable(DateTime),
  expiresAt: DateTime,
  current: Type.Boolean(),
});
export type TrustedDevice = Static<typeof TrustedDevice>;

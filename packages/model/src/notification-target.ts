import { Type, type Static } from '@sinclair/typebox';
import { NotificationLevel, NotificationTargetType } from './business-constants.js';
import { Id, Nullable } from './common.js';

const intEnum = (values: Record<string, number>) => Type.Union(Object.values(values).map((v) => Type.Literal(v)));

/**
 * A notification target as a body sends it; chat-service settings complete for chat types (elgana).
 * The chat-service `password` is write-only: a target sent with the `id` of a stored one and no
 * password (absent or '') keeps the saved password; types other than elgana store none.
 */
export const NotificationTarget = Type.Object({
  id: Type.Optional(Id),
  type: intEnum(NotificationTargetType),
  level: intEnum(NotificationLevel),
  buildingId: Nullable(Id),
  address: Type.Optional(Type.String({ maxLength: 254 })),
  room: Type.Optional(Type.String({ maxLength: 128 })),
  chatBotLoginId: Type.Optional(Type.String({ maxLength: 128 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  spaceId: Type.Optional(Type.String({ maxLength: 128 })),
}, { additionalProperties: false });
export type NotificationTarget = Static<typeof NotificationTarget>;

/** A notification target as the API answers it: never the password, only whether one is saved. */
export const NotificationTargetRecord = Type.Object({
  id: Id,
  type: NotificationTarget.properties.type,
  level: NotificationTarget.properties.level,
  buildingId: Nullable(Id),
  address: Type.Optional(Type.String()),
  room: Type.Optional(Type.String()),
  chatBotLoginId: Type.Optional(Type.String()),
  passwordSet: Type.Boolean(),
  spaceId: Type.Optional(Type.String()),
});
export type NotificationTargetRecord = Static<typeof NotificationTargetRecord>;

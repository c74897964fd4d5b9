import { Type, type Static } from '@sinclair/typebox';
import { Id, RequiredText } from './common.js';

/** Account tag roles in the shared constants. */
export const AccountTagRole = { deny: 0, allow: 1 } as const;
export type AccountTagRole = (typeof AccountTagRole)[keyof typeof AccountTagRole];

const intEnum = (values: Record<string, number>) => Type.Union(Object.values(values).map((v) => Type.Literal(v)));

/** Target kinds an account tag can manage. */
export const AccountTagTargetType = ['organization', 'building', 'robot', 'operator'] as const;
export type AccountTagTargetType = (typeof AccountTagTargetType)[number];

/** Account tag: managers and managed targets, each with a role (§3, §5: tag name required, all fields selected). */
export const AccountTag = Type.Object({
  id: Type.Optional(Id),
  name: RequiredText(48),
  managers: Type.Array(Type.Object({ operatorId: Id, role: intEnum(AccountTagRole) }, { additionalProperties: false }), { minItems: 1 }),
  targets: Type.Array(
    Type.Object({
      targetType: Type.Union(AccountTagTargetType.map((t) => Type.Literal(t))),
      targetId: Id,
      role: intEnum(AccountTagRole),
    }, { additionalProperties: false }),
    { minItems: 1 },
  ),
}, { additionalProperties: false });
export type AccountTag = Static<typeof AccountTag>;

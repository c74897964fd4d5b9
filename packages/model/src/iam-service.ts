import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';

/** OAuth-style scope names (`robots:read`). */
export const IamScope = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9:._-]*$' });
/** Client ids are unique across the installation. */
export const IamClientId = Type.String({ minLength: 3, maxLength: 128, pattern: '^[A-Za-z0-9._-]+$' });
const scopes = Type.Array(IamScope, { maxItems: 32, uniqueItems: true });
const clientSecret = Type.String({ minLength: 16, maxLength: 256 });

/** An external service allowed to call the API; its secret is write-only. */
export const IamServiceRecord = Type.Object({
  id: Id,
  organizationId: Id,
  name: RequiredText(64),
  clientId: IamClientId,
  scopes,
  enabled: Type.Boolean(),
  hasClientSecret: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type IamServiceRecord = Static<typeof IamServiceRecord>;

/** Body to register a service; the secret is required at creation. */
export const IamServiceCreate = Type.Object(
  {
    organizationId: Id,
    name: RequiredText(64),
    clientId: IamClientId,
    scopes,
    enabled: Type.Boolean(),
    clientSecret,
  },
  { additionalProperties: false },
);
export type IamServiceCreate = Static<typeof IamServiceCreate>;

/** Body to change a service; an absent secret keeps the stored one. */
export const IamServiceUpdate = Type.Partial(IamServiceCreate, { additionalProperties: false });
export type IamServiceUpdate = Static<typeof IamServiceUpdate>;

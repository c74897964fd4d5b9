import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';
import { WebhookStatus } from './statuses.js';

/** What a webhook is for; LiLz webhooks are for system administrators only (§6). */
export const WebhookType = { generic: 0, lilz: 1, slack: 2, teams: 3 } as const;
export type WebhookType = (typeof WebhookType)[keyof typeof WebhookType];
/** How the receiver authenticates the console's call. */
export const WebhookAuthType = { none: 0, basic: 1, bearer: 2, hmac: 3 } as const;
export type WebhookAuthType = (typeof WebhookAuthType)[keyof typeof WebhookAuthType];

const type = Type.Union(Object.values(WebhookType).map((v) => Type.Literal(v)));
const authType = Type.Union(Object.values(WebhookAuthType).map((v) => Type.Literal(v)));
const status = Type.Union(Object.values(WebhookStatus).map((v) => Type.Literal(v)));
/** Webhooks are only called over HTTPS. */
export const HttpsUrl = Type.String({ minLength: 9, maxLength: 2048, pattern: '^https://[^\\s/]+(/\\S*)?$' });
const secret = Type.String({ minLength: 8, maxLength: 256 });

/** A webhook as the API answers it: the secret is never answered, only whether one is stored. */
export const WebhookRecord = Type.Object({
  id: Id,
  organizationId: Id,
  name: RequiredText(64),
  type,
  authType,
  status,
  url: HttpsUrl,
  hasSecret: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type WebhookRecord = Static<typeof WebhookRecord>;

/** Body to create a webhook; a secret is required unless the auth type is none. */
export const WebhookCreate = Type.Object(
  {
    organizationId: Id,
    name: RequiredText(64),
    type,
    authType,
    status,
    url: HttpsUrl,
    secret: Type.Optional(secret),
  },
  { additionalProperties: false },
);
export type WebhookCreate = Static<typeof WebhookCreate>;

/** Body to change a webhook; an absent secret keeps the stored one. */
export const WebhookUpdate = Type.Partial(WebhookCreate, { additionalProperties: false });
export type WebhookUpdate = Static<typeof WebhookUpdate>;

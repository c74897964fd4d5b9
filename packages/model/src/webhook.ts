import { Type, type Static } from '@sinclair/typebox';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
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

/**
 * Webhooks of an organization (§4 status, type, auth type; HTTPS only). The secret is kept as given
 * because the console signs or authenticates its calls with it; it is write-only: an answer says
 * only whether one is stored, and a body without it keeps the stored one. A secret is required
 * unless the auth type is none (a server check).
 */
export const Webhook = defineEntity({
  name: 'webhooks',
  area: 'webhooks',
  path: '/system/webhooks',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'required', references: '/organizations', listColumn: 'hidden' }),
    name: field(RequiredText(64), { input: 'required', labelKey: 'webhook.name', listColumn: 'shown', searchable: true, width: 220 }),
    type: field(type, { input: 'required', labelKey: 'webhook.type', choiceKey: 'webhook.types', listColumn: 'shown', initial: WebhookType.generic }),
    authType: field(authType, { input: 'required', labelKey: 'webhook.authType', choiceKey: 'webhook.authTypes', listColumn: 'shown', initial: WebhookAuthType.none }),
    status: field(status, { input: 'required', labelKey: 'webhook.status', choiceKey: 'webhook.statuses', listColumn: 'shown', initial: WebhookStatus.enabled }),
    url: field(HttpsUrl, { input: 'required', labelKey: 'webhook.url', hintKey: 'webhook.urlHint', listColumn: 'shown', searchable: true, width: 280, initial: 'https://' }),
    secret: field(secret, { labelKey: 'webhook.secret', hintKey: 'webhook.secretHint', secret: true }),
    hasSecret: field(Type.Boolean(), { input: 'none', column: false }),
  },
});

/** A webhook as the API answers it: the secret is never answered, only whether one is stored. */
export const WebhookRecord = Webhook.record;
export type WebhookRecord = Static<typeof WebhookRecord>;
/** Body to create a webhook. */
export const WebhookCreate = Webhook.create;
export type WebhookCreate = Static<typeof WebhookCreate>;
/** Body to change a webhook; an absent secret keeps the stored one. */
export const WebhookUpdate = Webhook.update;
export type WebhookUpdate = Static<typeof WebhookUpdate>;

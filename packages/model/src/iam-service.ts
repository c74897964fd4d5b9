import { Type, type Static } from '@sinclair/typebox';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

/** OAuth-style scope names (`robots:read`). */
export const IamScope = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9:._-]*$' });
/** Client ids are unique across the installation. */
export const IamClientId = Type.String({ minLength: 3, maxLength: 128, pattern: '^[A-Za-z0-9._-]+$' });
const scopes = Type.Array(IamScope, { maxItems: 32, uniqueItems: true });
const clientSecret = Type.String({ minLength: 16, maxLength: 256 });

/**
 * External services of an organization allowed to call the API: client id unique, scopes (kept as
 * JSON text, compared as text by filters), enabled. The client secret is required at creation and
 * write-only: it is stored hashed, an answer says only whether one is stored, and a body without it
 * keeps the stored one.
 */
export const IamService = defineEntity({
  name: 'iamServices',
  area: 'iamServices',
  path: '/system/iam-services',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'required', references: '/organizations', listColumn: 'hidden' }),
    name: field(RequiredText(64), { input: 'required', labelKey: 'iam.name', listColumn: 'shown', searchable: true, width: 220 }),
    clientId: field(IamClientId, { input: 'required', labelKey: 'iam.clientId', hintKey: 'iam.clientIdHint', listColumn: 'shown', searchable: true, width: 200 }),
    scopes: field(scopes, { input: 'required', labelKey: 'iam.scopes', hintKey: 'iam.scopesHint', filterable: true, sortable: false, listColumn: 'shown' }),
    enabled: field(Type.Boolean(), { input: 'required', labelKey: 'iam.enabled', listColumn: 'shown', initial: true }),
    clientSecret: field(clientSecret, { input: 'required', labelKey: 'iam.clientSecret', hintKey: 'iam.clientSecretHint', column: false, secret: true }),
    hasClientSecret: field(Type.Boolean(), { input: 'none', column: false }),
  },
});

/** An IAM service as the API answers it: the secret is never answered, only whether one is stored. */
export const IamServiceRecord = IamService.record;
export type IamServiceRecord = Static<typeof IamServiceRecord>;
/** Body to register a service; the secret is required at creation. */
export const IamServiceCreate = IamService.create;
export type IamServiceCreate = Static<typeof IamServiceCreate>;
/** Body to change a service; an absent secret keeps the stored one. */
export const IamServiceUpdate = IamService.update;
export type IamServiceUpdate = Static<typeof IamServiceUpdate>;

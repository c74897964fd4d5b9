import {
  announcementPeriodInvalid, configValueError, entityColumns, ruleError, WebhookAuthType, WebhookType, type AnyEntity, type ConfigValueType, type FieldError,
} from '@fleetdeck/model';
import { sql } from 'kysely';
import type { ApiRecord, CheckArgs, ResourceCheck } from '../../resources/resource-types.js';
import { callerMay } from '../../access/caller-may.js';

function merged(args: CheckArgs): ApiRecord {
  return { ...(args.existing ?? {}), ...args.input };
}

/**
 * A field must be unique within the entity's table (or within the rows sharing the `within`
 * fields); answers 409 with the field's `unique` error, so the form shows it beside the field.
 */
export function uniqueCheck(entity: AnyEntity, field: string, within: readonly string[] = []): ResourceCheck {
  const columns = entityColumns(entity);
  const column = columns[field] ?? field;
  return {
    name: `${entity.table}.${column}.unique`,
    on: ['create', 'update'],
    status: 409,
    async run(args) {
      if (args.input[field] === undefined) return [];
      const record = merged(args);
      let query = args.ctx.db.selectFrom(entity.table).select(sql.ref('id').as('id')).where(sql.ref(column), '=', record[field] as string);
      for (const other of within) {
        // A nested resource's parent id comes from the path, not the body.
        const value = record[other] ?? args.ctx.params[other];
        query = query.where(sql.ref(columns[other] ?? other), '=', value as number);
      }
      if (args.id !== undefined) query = query.where(sql.ref('id'), '!=', args.id);
      return (await query.executeTakeFirst()) ? [ruleError(field, 'unique')] : [];
    },
  };
}

/** A `json` configuration value must parse; the message carries the parser's position. */
export const configJsonCheck: ResourceCheck = {
  name: 'configJsonSyntax',
  on: ['create', 'update'],
  run(args) {
    if (args.input.value === undefined && args.input.valueType === undefined) return [];
    const record = merged(args);
    const problem = configValueError(record.valueType as ConfigValueType, String(record.value ?? ''));
    return problem ? [{ path: 'value', code: 'jsonSyntax', message: problem }] : [];
  },
};

/** An announcement's period ends after it starts. */
export const announcementPeriodCheck: ResourceCheck = {
  name: 'announcementPeriod',
  on: ['create', 'update'],
  run(args) {
    const record = merged(args);
    return announcementPeriodInvalid(String(record.publishFrom), record.publishTo as string | null | undefined)
      ? [{ path: 'publishTo', code: 'periodOrder', message: 'must be after the start of publication' }]
      : [];
  },
};

/** A webhook that authenticates needs a secret, given now or already stored. */
export const webhookSecretCheck: ResourceCheck = {
  name: 'webhookSecretRequired',
  on: ['create', 'update'],
  run(args) {
    const record = merged(args);
    if (record.authType === WebhookAuthType.none) return [];
    const stored = args.existing?.hasSecret === true;
    return args.input.secret === undefined && !stored ? [ruleError('secret', 'required')] : [];
  },
};

/** §6: the LiLz webhook is for system administrators. */
export const lilzWebhookCheck: ResourceCheck = {
  name: 'lilzWebhookSystemAdmin',
  on: ['create', 'update', 'delete'],
  status: 403,
  run(args): FieldError[] {
    if (callerMay(args.ctx.caller, 'webhooks', 'lilz')) return [];
    const record = merged(args);
    return record.type === WebhookType.lilz ? [{ path: 'type', code: 'systemAdminOnly', message: 'only a system administrator may manage LiLz webhooks' }] : [];
  },
};

import { sql, type Transaction } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import { assertWritable, notFound, readDetail, requireParent, findScoped, canReadRecord } from './resource-reader.js';
import type { ApiRecord, CheckArgs, LooseDb, ResourceContext, ResourceDefinition, Row, WriteInput } from './resource-types.js';
import { runChecks } from './run-checks.js';
import { constraintViolation } from '../db/store-errors.js';

function childFields(definition: ResourceDefinition): Set<string> {
  return new Set((definition.children ?? []).map((child) => child.field));
}

function stampedRow(definition: ResourceDefinition, row: Row, mode: 'create' | 'update'): Row {
  if (definition.timestamps === false) return row;
  const now = new Date().toISOString();
  return mode === 'create' ? { ...row, created_at: now, updated_at: now } : { ...row, updated_at: now };
}

/**
 * A scoped record created by the caller must land where the caller may write: checked on the
 * record the input would produce, before anything is stored.
 */
function assertTargetWritable(ctx: ResourceContext, definition: ResourceDefinition, candidate: ApiRecord): void {
  if (!definition.scope) return;
  if (!canReadRecord(ctx, definition, candidate)) {
    throw new ApiError('VALIDATION_FAILED', 'Choose an organization you manage', [
      { path: 'organizationId', code: 'scope', message: 'is not an organization you manage' },
    ]);
  }
  assertWritable(ctx, definition, candidate);
}

/**
 * Runs a write whose checks already passed. A concurrent request may have stored the same unique
 * value (a login id, a serial number) between the checks and this write; the database's unique
 * constraint then refuses it, and the checks, run again, see that row and answer exactly what a
 * sequential duplicate gets (409 with the field), however the requests were timed.
 */
async function checkedAgainstRaces<T>(definition: ResourceDefinition, action: 'create' | 'update', args: Omit<CheckArgs, 'action'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error)?.kind === 'unique') await runChecks(definition, action, args);
    throw error;
  }
}

/** Creates a record with its nested children in one transaction, audits it, answers the detail. */
export async function createRecord(ctx: ResourceContext, definition: ResourceDefinition, input: WriteInput): Promise<ApiRecord> {
  await requireParent(ctx, definition, 'write');
  if (definition.scope?.organizationColumn !== 'id') assertTargetWritable(ctx, definition, { ...input, id: 0 });
  await runChecks(definition, 'create', { ctx, input });
  const children = childFields(definition);
  const row = stampedRow(definition, await definition.toRow(input, 'create', ctx), 'create');
  if (definition.parent) row[definition.parent.column] = ctx.params[definition.parent.param];
  const id = await checkedAgainstRaces(definition, 'create', { ctx, input }, () => ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto(definition.table).values(row).returning(sql.ref('id').as('id')).executeTakeFirstOrThrow();
    const newId = Number(inserted.id);
    for (const child of definition.children ?? []) {
      if (children.has(child.field) && input[child.field] !== undefined) await child.write(trx, newId, input[child.field]);
    }
    await definition.inTransaction?.(trx, { action: 'create', id: newId, input, ctx });
    return newId;
  }));
  definition.afterCommit?.(ctx, 'create', id);
  await ctx.request.server.audit(ctx.request, { action: 'create', targetType: definition.name, targetId: id, detail: auditDetail(input, definition) });
  return readDetail(ctx, definition, id);
}

/** Applies a partial update (only the body's keys) with nested children, audits it, answers the detail. */
export async function updateRecord(ctx: ResourceContext, definition: ResourceDefinition, id: number, input: WriteInput): Promise<ApiRecord> {
  await requireParent(ctx, definition, 'write');
  const existing = await findScoped(ctx, definition, id);
  if (!existing) throw notFound(definition);
  assertWritable(ctx, definition, existing);
  if (definition.scope && definition.scope.organizationColumn !== 'id') assertTargetWritable(ctx, definition, { ...existing, ...input });
  await runChecks(definition, 'update', { ctx, input, existing, id });
  const row = await definition.toRow(input, 'update', ctx, existing);
  await checkedAgainstRaces(definition, 'update', { ctx, input, existing, id }, () => ctx.db.transaction().execute(async (trx) => {
    const stamped = stampedRow(definition, row, 'update');
    if (Object.keys(stamped).length > 0) {
      await trx.updateTable(definition.table).set(stamped).where(sql.ref('id'), '=', id).execute();
    }
    for (const child of definition.children ?? []) {
      if (input[child.field] !== undefined) await child.write(trx, id, input[child.field]);
    }
    await definition.inTransaction?.(trx, { action: 'update', id, input, ctx });
  }));
  definition.afterCommit?.(ctx, 'update', id);
  await ctx.request.server.audit(ctx.request, { action: 'update', targetType: definition.name, targetId: id, detail: auditDetail(input, definition) });
  return readDetail(ctx, definition, id);
}

/**
 * Deletes a record after its delete checks (children cascade in the database), and audits it.
 * `beforeDelete` runs in the delete's transaction just before the row goes, to read what cascades
 * with it while nothing else can add to it.
 */
export async function deleteRecord(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  id: number,
  beforeDelete?: (trx: Transaction<LooseDb>) => Promise<void>,
): Promise<void> {
  await requireParent(ctx, definition, 'write');
  const existing = await findScoped(ctx, definition, id);
  if (!existing) throw notFound(definition);
  assertWritable(ctx, definition, existing);
  await runChecks(definition, 'delete', { ctx, input: {}, existing, id });
  await ctx.db.transaction().execute(async (trx) => {
    await beforeDelete?.(trx);
    await definition.inTransaction?.(trx, { action: 'delete', id, input: {}, ctx });
    await trx.deleteFrom(definition.table).where(sql.ref('id'), '=', id).execute();
  });
  definition.afterCommit?.(ctx, 'delete', id);
  await ctx.request.server.audit(ctx.request, { action: 'delete', targetType: definition.name, targetId: id });
}

// Secrets never reach the audit log; the field names are enough to say what changed. These hold
// secrets wherever they appear; a resource names its own (an API key's `value`) in `secretFields`.
const SECRET_FIELDS = new Set(['password', 'linkage', 'notificationTargets']);

function auditDetail(input: WriteInput, definition: ResourceDefinition): Record<string, unknown> {
  const detail: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    detail[key] = SECRET_FIELDS.has(key) || definition.secretFields?.includes(key) ? '(changed)' : value;
  }
  return detail;
}

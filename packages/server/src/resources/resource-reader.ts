import type { Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { applyFilter, applyOrder, compileWhere } from '../filter/compile-filter.js';
import type { ParsedFilter } from '../filter/parsed-filter.js';
import type { WhereNode } from '../filter/where-node.js';
import { ApiError } from '../errors/api-error.js';
import { canReadRow, canWriteRow } from '../access/scope.js';
import { attachRelations } from './load-relations.js';
import { compiledListQuery, type CachedListQuery } from './compiled-query-cache.js';
import { cachedCount } from './count-cache.js';
import { exactChangeVersion } from '../db/open-database.js';
import { readsPageIdsFirst } from '../db/store-sql.js';
import { includedRelationColumns, takeIncludedRelations } from './included-relations.js';
import type { ApiRecord, ResourceContext, ResourceDefinition, Row } from './resource-types.js';
import { scopeCondition } from './scope-condition.js';

/** Refused and unknown rows answer the same 404, so a caller learns nothing about other organizations. */
export function notFound(definition: ResourceDefinition): ApiError {
  return new ApiError('NOT_FOUND', `No such ${definition.name} record`);
}

/**
 * Checks the parent of a nested resource (the building of a floor) is visible, or writable for
 * writes; answers 404 when it is not visible and 403 when visible but read-only.
 */
export async function requireParent(ctx: ResourceContext, definition: ResourceDefinition, mode: 'read' | 'write'): Promise<void> {
  const parent = definition.parent;
  if (!parent) return;
  const parentId = ctx.params[parent.param];
  if (parentId === undefined) throw notFound(parent.resource);
  const row = await findScoped(ctx, parent.resource, parentId);
  if (!row) throw notFound(parent.resource);
  if (mode === 'write') assertWritable(ctx, parent.resource, row);
}

/** Throws 403 when the caller may see the record but not change it. */
export function assertWritable(ctx: ResourceContext, definition: ResourceDefinition, record: ApiRecord): void {
  const scope = definition.scope;
  if (!scope) return;
  const organizationId = Number(record[organizationField(definition)]);
  const row = scope.targetType ? { organizationId, targetType: scope.targetType, targetId: Number(record.id) } : { organizationId };
  if (!canWriteRow(ctx.scope, row)) throw new ApiError('FORBIDDEN', 'You may view this record but not change it');
}

/** Whether the caller may read a record of a scoped resource, judged on its API form. */
export function canReadRecord(ctx: ResourceContext, definition: ResourceDefinition, record: ApiRecord): boolean {
  const scope = definition.scope;
  if (!scope) return true;
  const organizationId = Number(record[organizationField(definition)]);
  return canReadRow(ctx.scope, scope.targetType ? { organizationId, targetType: scope.targetType, targetId: Number(record.id) } : { organizationId });
}

/** The record field holding the organization a row is scoped by. */
export function organizationField(definition: ResourceDefinition): string {
  const column = definition.scope?.organizationColumn ?? 'organization_id';
  const entry = Object.entries(definition.filter.fields).find(([name, field]) => (field.column ?? name) === column);
  return entry?.[0] ?? column;
}

function paramsKey(params: Readonly<Record<string, number>>): string {
  let key = '';
  for (const name in params) key += `${name}=${String(params[name])};`;
  return key;
}

function baseConditions(ctx: ResourceContext, definition: ResourceDefinition) {
  const table = definition.table;
  return (eb: Parameters<typeof scopeCondition>[0]): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    const scoped = definition.scope ? scopeCondition(eb, ctx.scope, table, definition.scope) : undefined;
    if (scoped) parts.push(scoped);
    const parent = definition.parent;
    if (parent) parts.push(eb(sql.ref(`${table}.${parent.column}`), '=', ctx.params[parent.param] ?? 0));
    return parts.length === 0 ? sql<SqlBool>`1 = 1` : eb.and(parts);
  };
}

/** Loads one record the caller may see, or undefined. */
export async function findScoped(ctx: ResourceContext, definition: ResourceDefinition, id: number): Promise<ApiRecord | undefined> {
  const row = await ctx.db
    .selectFrom(definition.table)
    .selectAll(definition.table)
    .where(sql.ref(`${definition.table}.id`), '=', id)
    .where(baseConditions(ctx, definition))
    .executeTakeFirst();
  return row ? definition.toRecord(row) : undefined;
}

/** The detail answer: the whole record with its detail relations and nested children. */
export async function readDetail(ctx: ResourceContext, definition: ResourceDefinition, id: number): Promise<ApiRecord> {
  await requireParent(ctx, definition, 'read');
  const record = await findScoped(ctx, definition, id);
  if (!record) throw notFound(definition);
  await attachRelations(ctx.db, definition, [record], definition.detailRelations ?? [], true);
  return definition.present ? definition.present(record, ctx) : record;
}

/** The list answer: scoped, filtered, ordered, paged, with included relations and chosen fields. */
export async function readList(ctx: ResourceContext, definition: ResourceDefinition, filter: ParsedFilter): Promise<ApiRecord[]> {
  await requireParent(ctx, definition, 'read');
  const entry = compiledListQuery(ctx.scope, filter, `${definition.name} ${paramsKey(ctx.params)}`, () => listQuery(ctx, definition, filter).compile());
  const rows = await listRows(ctx, definition, filter, entry);
  const records = rows.map(({ row, included }) => {
    const record = definition.toRecord(row);
    for (const name in included) record[name] = [...(included[name] as unknown[])];
    return definition.present ? definition.present(record, ctx) : record;
  });
  const fields = filter.fields ?? definition.listFields ?? Object.keys(definition.filter.fields);
  return records.map((record) => {
    const picked: ApiRecord = {};
    for (const name of fields) picked[name] = record[name];
    for (const name of filter.include) picked[name] = record[name];
    return picked;
  });
}

function listQuery(ctx: ResourceContext, definition: ResourceDefinition, filter: ParsedFilter) {
  const table = definition.table;
  const included = includedRelationColumns(ctx.db, definition, filter.include);
  const all = ctx.db.selectFrom(table).selectAll(table);
  const selected = included.length > 0 ? all.select(included) : all;
  // With id among the order terms the order is total, so ordering the page's rows again by the
  // same terms gives them back exactly as the plain query would; otherwise ties could reorder.
  const idsFirst = readsPageIdsFirst(ctx.db) && filter.skip > 0 && filter.order.some((term) => term.column === 'id');
  if (!idsFirst) return applyFilter(selected.where(baseConditions(ctx, definition)), filter, table);
  const pageIds = applyFilter(ctx.db.selectFrom(table).select(sql.ref(`${table}.id`).as('id')).where(baseConditions(ctx, definition)), filter, table);
  return applyOrder(selected.where(sql.ref(`${table}.id`), 'in', pageIds), filter, table);
}

// Up to this many rows a list answer is kept until the database changes: screens poll the same
// lists, and the rows of an unchanged database are the same rows.
const MAX_CACHED_ROWS = 200;

type ListRow = ReturnType<typeof takeIncludedRelations>;

async function listRows(ctx: ResourceContext, definition: ResourceDefinition, filter: ParsedFilter, entry: CachedListQuery): Promise<readonly ListRow[]> {
  // Exact: a test or a second process may have written a moment ago.
  const version = await exactChangeVersion(ctx.request.server.db);
  const cached = entry.result;
  if (version !== undefined && cached?.version === version) return cached.rows as readonly ListRow[];
  const { rows } = await ctx.db.executeQuery<Row>(entry.compiled);
  const parsed = rows.map((stored) => takeIncludedRelations(definition, stored, filter.include));
  if (version !== undefined) entry.result = parsed.length <= MAX_CACHED_ROWS ? { version, rows: parsed } : undefined;
  return parsed;
}

/** The count answer for a checked where. */
export async function readCount(ctx: ResourceContext, definition: ResourceDefinition, where: WhereNode | undefined): Promise<number> {
  await requireParent(ctx, definition, 'read');
  // Exact, as for lists: a test or a second process may have written a moment ago.
  const version = await exactChangeVersion(ctx.request.server.db);
  const key = `${definition.name} ${paramsKey(ctx.params)} ${where ? JSON.stringify(where) : ''}`;
  return cachedCount(ctx.scope, version, key, async () => {
    let query = ctx.db
      .selectFrom(definition.table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(baseConditions(ctx, definition));
    if (where) query = query.where((eb) => compileWhere(eb, where, definition.table));
    const row = await query.executeTakeFirst();
    return Number(row?.count ?? 0);
  });
}

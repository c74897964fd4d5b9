import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { ParsedFilter } from './parsed-filter.js';
import type { WhereNode } from './where-node.js';

/** Builds the SQL condition of a checked where tree; identifiers come from the whitelist, values are bound. */
export function compileWhere<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, node: WhereNode, table?: string): Expression<SqlBool> {
  const ref = (column: string) => sql.ref(table ? `${table}.${column}` : column);
  switch (node.kind) {
    case 'and':
    case 'or': {
      const parts = node.items.map((item) => compileWhere(eb, item, table));
      if (parts.length === 0) return sql<SqlBool>`1 = 1`;
      if (parts.length === 1 && parts[0]) return parts[0];
      return node.kind === 'and' ? eb.and(parts) : eb.or(parts);
    }
    case 'compare':
      return eb(ref(node.column), node.op, node.value);
    case 'null':
      return eb(ref(node.column), node.negate ? 'is not' : 'is', null);
    case 'in':
      return eb(ref(node.column), 'in', node.values);
    case 'like':
      return eb(ref(node.column), 'like', node.pattern);
  }
}

/** Applies where, order, limit and skip of a checked filter to a select on one table. */
export function applyFilter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  filter: ParsedFilter,
  table?: string,
): SelectQueryBuilder<DB, TB, O> {
  let next = query;
  const where = filter.where;
  if (where) next = next.where((eb) => compileWhere(eb, where, table));
  next = applyOrder(next, filter, table);
  // Checked integers written as literals: SQLite plans a bound LIMIT as unknown and sorted a
  // three-row list twice as slowly; compiled list queries are cached per filter anyway.
  return next.limit(sql.lit(filter.limit)).offset(sql.lit(filter.skip));
}

/** Applies only the order of a checked filter (the outer select of a page read by ids first). */
export function applyOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  filter: ParsedFilter,
  table?: string,
): SelectQueryBuilder<DB, TB, O> {
  let next = query;
  for (const term of filter.order) {
    next = next.orderBy(sql.ref(table ? `${table}.${term.column}` : term.column), term.direction);
  }
  return next;
}

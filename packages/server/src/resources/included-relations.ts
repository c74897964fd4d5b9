import { sql, type AliasedRawBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom } from '../db/store-sql.js';
import type { ApiRecord, LooseDb, ResourceDefinition, Row } from './resource-types.js';

// A list's `include`d relations ride in the list query itself as JSON arrays (one correlated
// subquery per relation) instead of one more statement each: every statement costs the store a
// read transaction (or a round trip), which showed as the largest share of a list call.
const PREFIX = '__include_';

/** Select expressions adding each named relation of the list rows as a JSON array column. */
export function includedRelationColumns(db: Kysely<LooseDb>, definition: ResourceDefinition, names: readonly string[]): AliasedRawBuilder<unknown, string>[] {
  const columns: AliasedRawBuilder<unknown, string>[] = [];
  for (const name of names) {
    const relation = definition.relations?.[name];
    if (!relation) continue;
    const selected = [...new Set([...relation.columns, relation.foreignKey])].map((column) => sql.ref(`${relation.table}.${column}`).as(column));
    const children = db
      .selectFrom(relation.table)
      .select(selected)
      .where(sql.ref(`${relation.table}.${relation.foreignKey}`), '=', sql.ref(`${definition.table}.id`))
      .orderBy(sql.ref(`${relation.table}.${relation.orderBy ?? 'id'}`));
    columns.push(jsonArrayFrom(db, children).as(`${PREFIX}${name}`));
  }
  return columns;
}

/** Moves the JSON relation columns of one list row onto its record (children through the relation's toRecord). */
export function takeIncludedRelations(definition: ResourceDefinition, row: Row, names: readonly string[]): { row: Row; included: ApiRecord } {
  const included: ApiRecord = {};
  if (names.length === 0) return { row, included };
  const rest: Row = { ...row };
  for (const name of names) {
    const relation = definition.relations?.[name];
    const key = `${PREFIX}${name}`;
    const text = rest[key];
    delete rest[key];
    if (!relation) continue;
    // JSON text, or already parsed where the driver parses JSON itself.
    const children = typeof text === 'string' ? (JSON.parse(text) as Row[]) : Array.isArray(text) ? (text as Row[]) : [];
    included[name] = children.map((child) => relation.toRecord(child));
  }
  return { row: rest, included };
}

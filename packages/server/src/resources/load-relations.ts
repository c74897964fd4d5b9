import { CompiledQuery, sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ApiRecord, LooseDb, RelationDefinition, ResourceDefinition, Row } from './resource-types.js';

// The SQL of a relation query depends only on the relation and on how many parent ids it names;
// Kysely builds it once per count and later calls bind the ids to the same text.
const sqlByCount = new WeakMap<RelationDefinition, LRUCache<number, string>>();
const MAX_COUNTS = 256;

function relationQuery(db: Kysely<LooseDb>, relation: RelationDefinition, parentIds: readonly number[]): CompiledQuery {
  let texts = sqlByCount.get(relation);
  if (!texts) {
    texts = new LRUCache({ max: MAX_COUNTS });
    sqlByCount.set(relation, texts);
  }
  const text = texts.get(parentIds.length);
  if (text !== undefined) return CompiledQuery.raw(text, [...parentIds]);
  const columns = [...new Set([...relation.columns, relation.foreignKey])].map((column) => sql.ref(`${relation.table}.${column}`).as(column));
  const compiled = db
    .selectFrom(relation.table)
    .select(columns)
    .where(sql.ref(`${relation.table}.${relation.foreignKey}`), 'in', [...parentIds])
    .orderBy(sql.ref(`${relation.table}.${relation.orderBy ?? 'id'}`))
    .compile();
  // Reusing the text is only sound while the ids are its only bound values.
  if (compiled.parameters.length === parentIds.length) texts.set(parentIds.length, compiled.sql);
  return compiled;
}

/** Loads the children of one relation for many parents in one query, grouped by parent id. */
export async function loadRelation(db: Kysely<LooseDb>, relation: RelationDefinition, parentIds: readonly number[]): Promise<Map<number, ApiRecord[]>> {
  const grouped = new Map<number, ApiRecord[]>();
  if (parentIds.length === 0) return grouped;
  const { rows } = await db.executeQuery<Row>(relationQuery(db, relation, parentIds));
  for (const row of rows) {
    const parentId = Number(row[relation.foreignKey]);
    const list = grouped.get(parentId) ?? [];
    list.push(relation.toRecord(row));
    grouped.set(parentId, list);
  }
  return grouped;
}

/** Adds each named relation (and child hook) to the records, keyed by the record id. */
export async function attachRelations(
  db: Kysely<LooseDb>,
  definition: ResourceDefinition,
  records: ApiRecord[],
  names: readonly string[],
  withChildren = false,
): Promise<void> {
  const ids = records.map((record) => Number(record.id));
  const jobs = names.map(async (name) => {
    const relation = definition.relations?.[name];
    if (!relation) return;
    const grouped = await loadRelation(db, relation, ids);
    for (const record of records) record[name] = grouped.get(Number(record.id)) ?? [];
  });
  if (withChildren) {
    for (const child of definition.children ?? []) {
      jobs.push(
        child.load(db, ids).then((grouped) => {
          for (const record of records) record[child.field] = grouped.get(Number(record.id)) ?? [];
        }),
      );
    }
  }
  await Promise.all(jobs);
}

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ApiRecord, LooseDb, RelationDefinition, ResourceDefinition } from './resource-types.js';

/** Loads the children of one relation for many parents in one query, grouped by parent id. */
export async function loadRelation(db: Kysely<LooseDb>, relation: RelationDefinition, parentIds: readonly number[]): Promise<Map<number, ApiRecord[]>> {
  const grouped = new Map<number, ApiRecord[]>();
  if (parentIds.length === 0) return grouped;
  const columns = [...new Set([...relation.columns, relation.foreignKey])].map((column) => sql.ref(`${relation.table}.${column}`).as(column));
  const rows = await db
    .selectFrom(relation.table)
    .select(columns)
    .where(sql.ref(`${relation.table}.${relation.foreignKey}`), 'in', [...parentIds])
    .orderBy(sql.ref(`${relation.table}.${relation.orderBy ?? 'id'}`))
    .execute();
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

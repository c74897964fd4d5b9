import { ParentRole } from '@fleetdeck/model';
import { sql, type Transaction } from 'kysely';
import type { LooseDb, ResourceContext, ResourceDefinition, Row, WriteInput } from '../../resources/resource-types.js';

async function levelBelow(ctx: ResourceContext, parentId: number | null): Promise<number> {
  if (parentId === null) return 0;
  const parent = await ctx.db.selectFrom('organizations').select(sql.ref('level').as('level')).where(sql.ref('id'), '=', parentId).executeTakeFirst();
  return Number(parent?.level ?? -1) + 1;
}

/**
 * The row of a write with its level, which is never sent: it follows the parent. A new
 * organization gives its parent full rights unless told otherwise.
 */
export async function withLevel(input: WriteInput, mode: 'create' | 'update', ctx: ResourceContext, _existing: unknown, row: Row): Promise<Row> {
  if (mode === 'create' && row.parent_role === undefined) row.parent_role = ParentRole.allow;
  if (input.parentId !== undefined) row.level = await levelBelow(ctx, input.parentId as number | null);
  return row;
}

/** A move changes the level of everything below, in the move's own transaction. */
export const relevelOnMove: NonNullable<ResourceDefinition['inTransaction']> = async (trx, { action, id, input }) => {
  if (action === 'update' && input.parentId !== undefined) await relevelSubtree(trx, id);
};

/**
 * Sets the level of an organization from its parent (root 0, child parent + 1) and, walking down,
 * of every organization below it; only rows whose level changes are written. Meant to run in the
 * same transaction as the move, so no reader sees half a tree.
 */
export async function relevelSubtree(trx: Transaction<LooseDb>, rootId: number): Promise<number> {
  const rows = await trx
    .selectFrom('organizations')
    .select([sql.ref<number>('id').as('id'), sql.ref<number | null>('parent_id').as('parentId'), sql.ref<number>('level').as('level')])
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), { parentId: row.parentId === null ? null : Number(row.parentId), level: Number(row.level) }]));
  const children = new Map<number, number[]>();
  for (const [id, row] of byId) {
    if (row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), id]);
  }
  const root = byId.get(rootId);
  if (!root) return 0;
  const parentLevel = root.parentId === null ? -1 : (byId.get(root.parentId)?.level ?? -1);
  let changed = 0;
  // Breadth first from the moved organization; the cycle check keeps the tree a tree, the visited set guards anyway.
  const queue: Array<[number, number]> = [[rootId, parentLevel + 1]];
  const visited = new Set<number>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [id, level] = next;
    if (visited.has(id)) continue;
    visited.add(id);
    const row = byId.get(id);
    if (row && row.level !== level) {
      await trx.updateTable('organizations').set({ level }).where(sql.ref('id'), '=', id).execute();
      row.level = level;
      changed += 1;
    }
    for (const child of children.get(id) ?? []) queue.push([child, level + 1]);
  }
  return changed;
}

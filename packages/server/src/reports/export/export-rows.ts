import type { Kysely } from 'kysely';
import { ExportColumns } from '@fleetdeck/model';
import type { Database } from '../../db/database.js';
import type { LooseDb } from '../../resources/resource-types.js';
import '../report-tables.js';

/** One export row, in ExportColumns order. */
export type ExportRow = Array<string | number | null>;

// Details are read this many at a time, so an export of any size holds one page in memory.
const PAGE = 2000;

/** The header row of every export. */
export const exportHeader: readonly string[] = ExportColumns;

/**
 * The rows of an export: every detail of the given reports (already checked visible to the caller),
 * oldest first, with the report's and robot's and check item's names beside the §9 codes.
 */
export async function* exportRows(db: Kysely<Database>, reportIds: readonly number[]): AsyncGenerator<ExportRow> {
  const loose = db as unknown as Kysely<LooseDb>;
  let after = 0;
  for (;;) {
    const rows = await loose
      .selectFrom('report_details as d')
      .innerJoin('report_headers as h', 'h.id', 'd.report_id')
      .leftJoin('robots as r', 'r.id', 'd.robot_id')
      .leftJoin('check_items as c', 'c.id', 'd.check_item_id')
      .select([
        'd.id as id', 'h.id as reportId', 'h.name as reportName', 'h.type as reportType', 'h.result as reportResult', 'd.occurred_at as occurredAt',
        'r.name as robotName', 'd.waypoint as waypoint', 'd.x as x', 'd.y as y', 'c.name as checkItemName', 'd.type as detailType',
        'd.result as detailResult', 'd.label as label', 'd.value as value', 'd.unit as unit',
      ])
      .where('d.report_id', 'in', [...reportIds])
      .where('d.id', '>', after)
      .orderBy('d.id')
      .limit(PAGE)
      .execute();
    for (const row of rows) yield ExportColumns.map((column) => (row[column] ?? null) as string | number | null);
    if (rows.length < PAGE) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Whether the reports have any detail to export (§8 "no data found" otherwise). */
export async function hasExportRows(db: Kysely<Database>, reportIds: readonly number[]): Promise<boolean> {
  const row = await db.selectFrom('report_details').select('id').where('report_id', 'in', [...reportIds]).limit(1).executeTakeFirst();
  return row !== undefined;
}

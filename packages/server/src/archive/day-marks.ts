import { ArchiveLimits, ReportResult, decidePolicy, type ArchiveDayMark, type ArchiveDayMarks } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { ReportDetailsTable } from '../reports/report-tables.js';
import '../gateway/robot-tables.js';

/** The threshold log's columns a breach mark reads (the table is written by the report recorder). */
interface ThresholdLogRow {
  id: number;
  organization_id: number;
  check_item_id: number | null;
  /** The robot whose reading breached (migration 0093); null on lines written before it. */
  robot_serial_no: string | null;
  rule_name: string;
  level: number;
  message: string;
  occurred_at: string;
}

type MarkDb = Pick<Database, 'robot_events'> & { report_details: ReportDetailsTable; threshold_logs: ThresholdLogRow };

/** The first and last instant of a UTC day, as the ISO strings rows are stored with. */
function dayBounds(day: string): { from: string; to: string } {
  const from = `${day}T00:00:00.000Z`;
  return { from, to: new Date(Date.parse(from) + 86_400_000 - 1).toISOString() };
}

/**
 * A robot's events, report details and threshold breaches of one UTC day, for its archive
 * timeline. Each kind is read only when the caller's type may read it on its own screen (the
 * access table's robots.activity, reports.read and thresholdLogs.read). A breach belongs to the
 * robot its log line names; a line written before the log named robots is matched to the robot's
 * abnormal reading instead (the report recorder wrote that detail and the line with the same check
 * item and instant).
 */
export async function dayMarks(db: Kysely<Database>, robot: { id: number; serialNo: string; organizationId: number }, day: string, userType: number): Promise<ArchiveDayMarks> {
  const marksDb = db as unknown as Kysely<MarkDb>;
  const { from, to } = dayBounds(day);
  const limit = ArchiveLimits.maxMarks;
  const marks: ArchiveDayMark[] = [];
  let truncated = false;
  const keep = (rows: ArchiveDayMark[]) => {
    if (rows.length > limit) truncated = true;
    marks.push(...rows.slice(0, limit));
  };

  if (decidePolicy(userType, 'robots', 'activity').can) {
    const rows = await marksDb.selectFrom('robot_events').select(['id', 'at', 'kind', 'code', 'level', 'message'])
      .where('robot_id', '=', robot.id).where('at', '>=', from).where('at', '<=', to).orderBy('at').limit(limit + 1).execute();
    keep(rows.map((r) => ({ kind: 'event', id: r.id, at: r.at, label: r.code, level: r.level, message: r.message ?? null })));
  }
  if (decidePolicy(userType, 'reports', 'read').can) {
    const rows = await marksDb.selectFrom('report_details').select(['id', 'occurred_at', 'label', 'result', 'value', 'unit'])
      .where('robot_id', '=', robot.id).where('organization_id', '=', robot.organizationId)
      .where('occurred_at', '>=', from).where('occurred_at', '<=', to).orderBy('occurred_at').limit(limit + 1).execute();
    keep(rows.map((r) => ({
      kind: 'reportDetail', id: r.id, at: r.occurred_at, label: r.label, level: r.result,
      message: r.value === null ? null : `${r.value} ${r.unit}`.trim(),
    })));
  }
  if (decidePolicy(userType, 'thresholdLogs', 'read').can) {
    const named = await marksDb.selectFrom('threshold_logs').select(['id', 'occurred_at', 'rule_name', 'level', 'message'])
      .where('robot_serial_no', '=', robot.serialNo).where('organization_id', '=', robot.organizationId)
      .where('occurred_at', '>=', from).where('occurred_at', '<=', to).orderBy('occurred_at').limit(limit + 1).execute();
    const matched = await marksDb.selectFrom('threshold_logs as t')
      .innerJoin('report_details as d', (join) => join.onRef('d.check_item_id', '=', 't.check_item_id').onRef('d.occurred_at', '=', 't.occurred_at'))
      .select(['t.id', 't.occurred_at', 't.rule_name', 't.level', 't.message'])
      .where('t.robot_serial_no', 'is', null)
      .where('d.robot_id', '=', robot.id).where('d.result', '=', ReportResult.abnormality).where('t.organization_id', '=', robot.organizationId)
      .where('t.occurred_at', '>=', from).where('t.occurred_at', '<=', to)
      .distinct().orderBy('t.occurred_at').limit(limit + 1).execute();
    const rows = [...named, ...matched].sort((a, b) => (a.occurred_at < b.occurred_at ? -1 : a.occurred_at > b.occurred_at ? 1 : 0));
    keep(rows.map((r) => ({ kind: 'thresholdBreach', id: r.id, at: r.occurred_at, label: r.rule_name, level: r.level, message: r.message || null })));
  }
  marks.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { robotId: robot.id, day, marks, truncated };
}

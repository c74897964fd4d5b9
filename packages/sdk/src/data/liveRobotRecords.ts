import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RobotLiveState } from '@fleetdeck/model';
import { apiKeyPath } from './apiQueryKey.js';

/** Reads whose answers are robot records: the robot list and one robot (not its photos or history, whose rows are something else). */
function holdsRobots(key: QueryKey): boolean {
  return /^\/robots(\/\d+)?$/.test(apiKeyPath(key) ?? '');
}

/** The fields of a robot record the live stream also carries, as the record names them. */
interface RobotRecordPart {
  id: number;
  name?: string;
  status?: number;
  buildingId?: number;
}

/** The record fields a live state changes, or null when the record already shows them. */
function changes(record: RobotRecordPart, live: RobotLiveState): Partial<RobotRecordPart> | null {
  const next = { name: live.name, status: live.registeredStatus, buildingId: live.buildingId };
  const differs = (Object.keys(next) as (keyof typeof next)[]).some((key) => key in record && record[key] !== next[key]);
  if (!differs) return null;
  return Object.fromEntries(Object.entries(next).filter(([key]) => key in record));
}

function patchRow(row: unknown, byId: Map<number, RobotLiveState>): unknown {
  if (!row || typeof row !== 'object' || typeof (row as RobotRecordPart).id !== 'number') return row;
  const live = byId.get((row as RobotRecordPart).id);
  const patch = live ? changes(row as RobotRecordPart, live) : null;
  return patch ? { ...row, ...patch } : row;
}

function patchRows(rows: unknown[], byId: Map<number, RobotLiveState>): unknown[] {
  const next = rows.map((row) => patchRow(row, byId));
  return next.some((row, index) => row !== rows[index]) ? next : rows;
}

/** One cached answer with the live robots written in: a record, an array of them, or a list page (`{rows}`); the same object when nothing changed. */
function patchAnswer(data: unknown, byId: Map<number, RobotLiveState>): unknown {
  if (Array.isArray(data)) return patchRows(data, byId);
  if (data && typeof data === 'object' && Array.isArray((data as { rows?: unknown }).rows)) {
    const rows = (data as { rows: unknown[] }).rows;
    const next = patchRows(rows, byId);
    return next === rows ? data : { ...data, rows: next };
  }
  return patchRow(data, byId);
}

/**
 * Writes what the live stream says about robots (name, registered status, building) into the
 * cached robot list and robot records, so lists and records show a change another operator made as soon
 * as the stream carries it. Telemetry (pose, battery) stays with the live hooks.
 *
 * @group Live robots
 * @example
 * ```ts
 * // what useLiveRobotsInCache does on each update of the stream
 * writeLiveRobots(queryClient, robots);
 * ```
 */
export function writeLiveRobots(client: QueryClient, robots: readonly RobotLiveState[]): void {
  if (robots.length === 0) return;
  const byId = new Map(robots.map((robot) => [robot.robotId, robot]));
  for (const query of client.getQueryCache().findAll({ predicate: (query) => holdsRobots(query.queryKey) })) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchAnswer(data, byId);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}

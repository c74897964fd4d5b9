import { conditionRank, liveRobotStatus, type RobotLiveState } from '@fleetdeck/model';
import { conditionOf } from '../shared/conditionOf.js';

/** Orders robot/control offers; the first is the default: robots that need the operator first. */
export const SORT_KEYS = ['condition', 'name', 'battery', 'status', 'lastCommunication'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** What robot/control filters on (the building is chosen by the subscription itself). */
export interface ControlFilters {
  /** A §3 model, or null for all. */
  model: string | null;
  onlineOnly: boolean;
  availableOnly: boolean;
  /** Text in the name or serial number (case-insensitive). */
  search: string;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

// Status order puts robots an operator can use first: available, then unavailable, maintenance, repair shop, unknown.
const STATUS_RANK: Record<number, number> = { 1: 0, 0: 1, 2: 2, 9: 3 };

function statusRank(robot: RobotLiveState): number {
  const status = liveRobotStatus(robot);
  return status === 'unknown' ? 4 : (STATUS_RANK[status] ?? 4);
}

function collate(a: RobotLiveState, b: RobotLiveState): number {
  return collator.compare(a.name, b.name) || collator.compare(a.serialNo, b.serialNo);
}

// Collation is the costly part of sorting 5,000 robots twenty times a second, and names rarely
// change: the name order is worked out once and reused while every robot keeps its name.
let ranking: { names: Map<string, string>; rank: Map<string, number> } | null = null;

/** Position of each robot (by serial number) in name order; recomputed only when names or robots change. */
export function nameRanks(robots: readonly RobotLiveState[]): Map<string, number> {
  const cached = ranking;
  if (cached && cached.names.size === robots.length && robots.every((r) => cached.names.get(r.serialNo) === r.name)) return cached.rank;
  const sorted = [...robots].sort(collate);
  ranking = {
    names: new Map(robots.map((r) => [r.serialNo, r.name])),
    rank: new Map(sorted.map((r, index) => [r.serialNo, index])),
  };
  return ranking.rank;
}

type Compare = (a: RobotLiveState, b: RobotLiveState) => number;

function comparatorsFor(rank: Map<string, number>): Record<SortKey, Compare> {
  const byName: Compare = (a, b) => (rank.get(a.serialNo) ?? 0) - (rank.get(b.serialNo) ?? 0);
  return {
    // Worst condition first (error, emergency stop, offline, ...), then by name.
    condition: (a, b) => conditionRank(conditionOf(a)) - conditionRank(conditionOf(b)) || byName(a, b),
    name: byName,
    // Fullest battery first; robots without a reading last.
    battery: (a, b) => (b.telemetry?.battery.percent ?? -1) - (a.telemetry?.battery.percent ?? -1) || byName(a, b),
    // Online before offline, then by §4 status.
    status: (a, b) =>
      (a.connection === 'online' ? 0 : 1) - (b.connection === 'online' ? 0 : 1) ||
      statusRank(a) - statusRank(b) ||
      byName(a, b),
    // Most recently heard first; never heard last.
    lastCommunication: (a, b) => (b.lastCommunicationAt ?? -1) - (a.lastCommunicationAt ?? -1) || byName(a, b),
  };
}

/** The robots robot/control shows, filtered and sorted; a new array, the input is left alone. */
export function filterAndSortRobots(robots: readonly RobotLiveState[], filters: ControlFilters, sort: SortKey): RobotLiveState[] {
  const search = filters.search.trim().toLowerCase();
  const shown = robots.filter(
    (robot) =>
      (filters.model === null || robot.model === filters.model) &&
      (!filters.onlineOnly || robot.connection === 'online') &&
      (!filters.availableOnly || conditionOf(robot) === 'available') &&
      (search === '' || robot.name.toLowerCase().includes(search) || robot.serialNo.toLowerCase().includes(search)),
  );
  return shown.sort(comparatorsFor(nameRanks(robots))[sort]);
}

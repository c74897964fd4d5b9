import type { RobotLiveState } from '@fleetdeck/model';

/** One building's row: how many robots, how many online and available, battery average and low count. */
export interface BuildingSummary {
  buildingId: number;
  name: string;
  robots: number;
  online: number;
  available: number;
  /** Mean battery percent of robots that reported one, or null when none did. */
  averageBattery: number | null;
  lowBattery: number;
}

// Spec §4: "below20" is the low-battery band; a robot is available when its status is 1.
const LOW_BATTERY_PERCENT = 20;
const STATUS_AVAILABLE = 1;

/** Summarises live robot states per building, in the order of `buildings`; robots of other buildings are left out. */
export function summarizeBuildings(
  buildings: readonly { id: number; name: string }[],
  robots: Iterable<RobotLiveState>,
): BuildingSummary[] {
  const rows = new Map<number, BuildingSummary & { batteryTotal: number; batteryCount: number }>();
  for (const building of buildings) {
    rows.set(building.id, {
      buildingId: building.id,
      name: building.name,
      robots: 0,
      online: 0,
      available: 0,
      averageBattery: null,
      lowBattery: 0,
      batteryTotal: 0,
      batteryCount: 0,
    });
  }
  for (const robot of robots) {
    const row = rows.get(robot.buildingId);
    if (!row) continue;
    row.robots += 1;
    const online = robot.connection === 'online';
    if (online) row.online += 1;
    if (online && robot.telemetry?.status === STATUS_AVAILABLE) row.available += 1;
    const percent = robot.telemetry?.battery?.percent;
    if (typeof percent === 'number') {
      row.batteryTotal += percent;
      row.batteryCount += 1;
      if (percent < LOW_BATTERY_PERCENT) row.lowBattery += 1;
    }
  }
  return [...rows.values()].map(({ batteryTotal, batteryCount, ...row }) => ({
    ...row,
    averageBattery: batteryCount > 0 ? Math.round((batteryTotal / batteryCount) * 10) / 10 : null,
  }));
}

import { TriggerEventType, isBatteryLow, type TriggerRobotStatus } from '@fleetdeck/model';
import type { LiveRobot, LiveRobots } from '../gateway/live-robots.js';
import type { TriggerEvent } from './trigger-event.js';

/** The trigger statuses a robot is in now. */
export function robotStatuses(robot: Pick<LiveRobot, 'connection' | 'telemetry'>): Set<TriggerRobotStatus> {
  const statuses = new Set<TriggerRobotStatus>();
  if (robot.connection !== 'online') statuses.add('offline');
  const telemetry = robot.telemetry;
  if (telemetry) {
    // An emergency stop is a fault too; a low battery is its own status.
    if (telemetry.errors.some((code) => code !== 'LOW_BATTERY')) statuses.add('error');
    if (telemetry.errors.includes('LOW_BATTERY') || isBatteryLow(telemetry.battery)) statuses.add('lowBattery');
  }
  return statuses;
}

const WORDS: Record<TriggerRobotStatus, string> = { offline: 'went offline', error: 'reported an error', lowBattery: 'has a low battery' };

/**
 * Raises a robot-status event when a robot enters offline, error or low battery. The first state
 * seen of a robot is only remembered: a server starting up sees every robot offline, which is not
 * news; a robot it saw online and then lost is.
 */
export class RobotStatusWatch {
  private readonly last = new Map<number, Set<TriggerRobotStatus>>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly robots: LiveRobots,
    private readonly fire: (event: TriggerEvent) => void,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    for (const robot of this.robots.all()) this.last.set(robot.meta.id, robotStatuses(robot));
    this.unsubscribe = this.robots.onChange((robot) => this.changed(robot));
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private changed(robot: LiveRobot): void {
    const now = robotStatuses(robot);
    const before = this.last.get(robot.meta.id);
    this.last.set(robot.meta.id, now);
    if (!before) return;
    for (const status of now) {
      if (before.has(status)) continue;
      const at = this.now();
      const errors = robot.telemetry?.errors ?? [];
      this.fire({
        type: TriggerEventType.robotStatus,
        organizationId: robot.meta.organizationId,
        key: `robot:${robot.meta.id}:${status}:${new Date(at).toISOString()}`,
        summary: `${robot.meta.name} ${WORDS[status]}`,
        robotId: robot.meta.id,
        buildingId: robot.meta.buildingId,
        at,
        abnormal: true,
        robotStatus: status,
        data: { status, serialNo: robot.meta.serialNo, battery: robot.telemetry?.battery ?? null, errors },
      });
    }
  }
}

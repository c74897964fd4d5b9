import { robotCondition, type RobotErrorCode, type RobotLiveState } from '@fleetdeck/model';

/**
 * A robot with an active robot error or a pressed emergency stop (§8), as the header's alert
 * counter lists it.
 * @group Live robots
 * @example
 * ```tsx
 * function FaultLink({ fault }: { fault: RobotFault }) {
 *   return <Link to={`/robot/${fault.robotId}/activity`}>{`${fault.name} (${fault.codes.join(', ')})`}</Link>;
 * }
 * ```
 */
export interface RobotFault {
  robotId: number;
  serialNo: string;
  name: string;
  buildingId: number;
  /** `error` when any robot error other than the emergency stop is active, else `emergencyStop` (as `robotCondition` rolls it up). */
  condition: 'error' | 'emergencyStop';
  /** The active fault codes, the emergency stop included. */
  codes: RobotErrorCode[];
}

/**
 * A fault that just appeared on a robot: the robot's fault, and the codes that were not active before.
 * @group Live robots
 * @example
 * ```ts
 * const describe = (news: RobotFaultNews) => `${news.fault.name}: ${news.newCodes.join(', ')}`;
 * ```
 */
export interface RobotFaultNews {
  fault: RobotFault;
  newCodes: RobotErrorCode[];
}

// A low battery is a warning the robot raises as an error code; it is not a fault to alert on.
const faultCodesOf = (robot: RobotLiveState): RobotErrorCode[] => (robot.telemetry?.errors ?? []).filter((code) => code !== 'LOW_BATTERY');

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Follows robot states and tells which robots are faulted now and which faults are new. A robot
 * seen for the first time is never news, so faults already there when the console opens (or when
 * a building's robots first arrive) are counted but not announced; a robot that was seen and then
 * gains a fault code is.
 */
export class RobotFaultTracker {
  private readonly seen = new Map<string, { state: RobotLiveState; codes: RobotErrorCode[] }>();
  private current: RobotFault[] = [];

  /** Faulted robots now, errors first, then by name; the same array until the list changes. */
  get faults(): readonly RobotFault[] {
    return this.current;
  }

  /** Takes every robot state held now (robots missing are forgotten) and answers the new faults. */
  update(robots: readonly RobotLiveState[]): RobotFaultNews[] {
    const news: RobotFaultNews[] = [];
    let changed = false;
    const present = new Set<string>();
    for (const robot of robots) {
      present.add(robot.serialNo);
      const before = this.seen.get(robot.serialNo);
      if (before?.state === robot) continue;
      const codes = faultCodesOf(robot);
      if (before) {
        const newCodes = codes.filter((code) => !before.codes.includes(code));
        if (newCodes.length > 0) news.push({ fault: faultOf(robot, codes), newCodes });
        if (!sameFault(before, robot, codes)) changed = true;
      } else if (codes.length > 0) {
        changed = true;
      }
      this.seen.set(robot.serialNo, { state: robot, codes });
    }
    for (const [serialNo, entry] of this.seen) {
      if (present.has(serialNo)) continue;
      this.seen.delete(serialNo);
      if (entry.codes.length > 0) changed = true;
    }
    if (changed) this.current = this.collect();
    return news;
  }

  private collect(): RobotFault[] {
    const faults: RobotFault[] = [];
    for (const { state, codes } of this.seen.values()) if (codes.length > 0) faults.push(faultOf(state, codes));
    // Worst first, as robot/control sorts: errors before emergency stops, then by name.
    const rank = (fault: RobotFault) => (fault.condition === 'error' ? 0 : 1);
    return faults.sort((a, b) => rank(a) - rank(b) || byName.compare(a.name, b.name) || byName.compare(a.serialNo, b.serialNo));
  }
}

function faultOf(robot: RobotLiveState, codes: RobotErrorCode[]): RobotFault {
  return {
    robotId: robot.robotId,
    serialNo: robot.serialNo,
    name: robot.name,
    buildingId: robot.buildingId,
    // Called only with fault codes present, so the condition is one of the two faults.
    condition: robotCondition(robot) === 'error' ? 'error' : 'emergencyStop',
    codes,
  };
}

// Whether what the fault list shows of a robot stays the same (its codes, and its name while faulted).
function sameFault(before: { state: RobotLiveState; codes: RobotErrorCode[] }, robot: RobotLiveState, codes: RobotErrorCode[]): boolean {
  if (before.codes.length === 0 && codes.length === 0) return true;
  return before.codes.length === codes.length && codes.every((code) => before.codes.includes(code)) && before.state.name === robot.name;
}

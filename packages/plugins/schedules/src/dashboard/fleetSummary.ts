import { robotCondition, type RobotLiveState } from '@fleetdeck/model';

/** How many robots are in each state the dashboard counts. */
export interface FleetSummary {
  online: number;
  offline: number;
  inError: number;
  charging: number;
  runningFlows: number;
}

/** Counts the fleet: online and offline, in error (an error or the emergency stop), charging, running a flow. */
export function fleetSummary(robots: readonly RobotLiveState[]): FleetSummary {
  const summary: FleetSummary = { online: 0, offline: 0, inError: 0, charging: 0, runningFlows: 0 };
  for (const robot of robots) {
    if (robot.connection === 'online') summary.online++;
    else summary.offline++;
    const condition = robotCondition(robot);
    if (condition === 'error' || condition === 'emergencyStop') summary.inError++;
    if (robot.connection === 'online' && robot.telemetry?.battery.state === 'charging') summary.charging++;
    if (robot.connection === 'online' && robot.telemetry?.currentFlow) summary.runningFlows++;
  }
  return summary;
}

import { ArmRobotModels, CleaningRobotModels } from '@fleetdeck/model';
import { dockFault } from './docking.js';
import { pressEmergencyStop } from './emergency-stop.js';
import type { RobotContext } from './robot-context.js';
import { raise } from './robot-errors.js';

/** The faults that can happen to a robot (tests and the demo fleet raise them). */
export type FaultKind = 'obstacle' | 'emergencyStop' | 'hotMotor' | 'hardware' | 'dock';

const OBSTACLE_BLOCK_MS = 3000;

/** Raises a fault as if it happened on the robot. */
export function injectFault(ctx: RobotContext, kind: FaultKind, now: number): void {
  if (kind === 'obstacle') obstacle(ctx, now);
  else if (kind === 'dock') dockFault(ctx, now);
  else if (kind === 'emergencyStop') pressEmergencyStop(ctx, now);
  else raise(ctx, kind === 'hotMotor' ? 'MOTOR_HOT' : 'HARDWARE_ERROR', now);
}

/** Now and then, at `faultsPerHour` on average, something goes wrong that fits what the robot is and does. */
export function maybeRandomFault(ctx: RobotContext, faultsPerHour: number, now: number, dt: number): void {
  if (faultsPerHour <= 0 || ctx.random() >= (faultsPerHour / 3600) * dt) return;
  const { model, flow } = ctx.state;
  const roll = ctx.random();
  if (flow && roll < 0.5) obstacle(ctx, now);
  else if (roll < 0.7) pressEmergencyStop(ctx, now);
  else if (roll < 0.85 && ArmRobotModels.includes(model)) raise(ctx, 'MOTOR_HOT', now);
  else if (roll < 0.85 && CleaningRobotModels.includes(model)) dockFault(ctx, now);
  else raise(ctx, 'HARDWARE_ERROR', now);
}

/** Something blocks the way: the robot stops, and a running flow waits a while before going on (F0007). */
function obstacle(ctx: RobotContext, now: number): void {
  const s = ctx.state;
  if (s.flow) s.flow.blockedUntil = now + OBSTACLE_BLOCK_MS;
  s.velocity = { linear: 0, angular: 0 };
  ctx.out.event({ type: 'event', ts: now, level: 5, kind: 'flow', code: 'F0007', data: { x: s.pose.x, y: s.pose.y } });
  ctx.out.changed();
}

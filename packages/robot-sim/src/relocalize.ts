import type { RobotCommand } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';
import { halt, holdUntilCommanded } from './modes.js';
import type { RobotContext } from './robot-context.js';

/**
 * Relocalizes: the robot is told where it is on its floor's map and jumps there, stopped and held
 * (it does not carry on towards a target chosen from the old pose); the next telemetry reports it.
 */
export function setPose(ctx: RobotContext, command: Extract<RobotCommand, { name: 'setPose' }>): Outcome {
  const s = ctx.state;
  halt(ctx);
  s.wanderTarget = null;
  // Stays where it was put until told otherwise, so the operator sees the marker land there.
  holdUntilCommanded(s);
  s.pose = { x: command.x, y: command.y, yaw: command.yaw };
  ctx.out.changed();
  return { result: 'ok', durationMs: 0, data: { x: command.x, y: command.y, yaw: command.yaw } };
}

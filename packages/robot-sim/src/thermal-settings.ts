import type { RobotCommand } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';
import type { RobotContext } from './robot-context.js';

/** The thermal command: applies the settings to the camera they name and answers what it applied. */
export function thermalCommand(ctx: RobotContext, command: Extract<RobotCommand, { name: 'thermal' }>): Outcome {
  const s = ctx.state;
  s.thermal = {
    camera: command.camera,
    colorMap: command.colorMap,
    scalePosition: command.scalePosition,
    areas: command.areas.map((a) => a.name),
  };
  ctx.out.changed();
  return { result: 'ok', durationMs: 0, data: { ...s.thermal } };
}

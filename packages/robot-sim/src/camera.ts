import type { CameraId, RobotCommand } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';
import type { RobotContext } from './robot-context.js';

/** The shutter takes a moment; the picture is taken when it closes, ms. */
const SHUTTER_MS = 150;

/** The camera command: streams frames from a camera (at its fps, when given) or stops streaming. */
export function cameraCommand(ctx: RobotContext, command: Extract<RobotCommand, { name: 'camera' }>): Outcome {
  const s = ctx.state;
  s.camera = command.on ? command.camera : null;
  if (command.fps !== undefined) s.cameraFps = command.fps;
  ctx.out.changed();
  return { result: 'ok', durationMs: 0 };
}

/** The photo command: the photo itself is taken when the command completes (see takePhoto). */
export function photoCommand(camera: CameraId): Outcome {
  return { result: 'ok', durationMs: SHUTTER_MS, photo: camera };
}

/** Takes a photo where the robot is at `takenAt`, hands it to the output to send, and answers the ack's data. */
export function takePhoto(ctx: RobotContext, seq: number, camera: CameraId, takenAt: number): Record<string, unknown> {
  ctx.out.photo({ seq, camera, takenAt, pose: { ...ctx.state.pose } });
  return { camera, takenAt };
}

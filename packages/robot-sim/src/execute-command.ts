import { Limits, type RobotCommand } from '@fleetdeck/model';
import { cameraCommand, photoCommand } from './camera.js';
import { cleaningCommand } from './cleaning.js';
import type { Outcome } from './command-outcome.js';
import { resetErrors } from './emergency-stop.js';
import { flowCommand } from './flows.js';
import { goToCommand } from './navigation.js';
import { videoCommand } from './recording.js';
import type { RobotContext } from './robot-context.js';
import { setPose } from './relocalize.js';
import { setSentry } from './sentry.js';
import { thermalCommand } from './thermal-settings.js';

/** A spoken text never takes longer than this, ms. */
const MAX_SPEECH_MS = 5000;
/** Installing an OS update takes this long, ms. */
const OS_UPDATE_MS = 500;

/** Starts a queued command (not stop or teleop, which act at once) and says what it comes to. */
export function executeCommand(ctx: RobotContext, command: RobotCommand, speechMsPerChar: number, now: number): Outcome {
  const s = ctx.state;
  switch (command.name) {
    case 'commandMode':
      s.commandMode = command.mode;
      ctx.out.changed();
      return { result: 'ok', durationMs: 0 };
    case 'speed':
      s.speed = command.speed;
      ctx.out.changed();
      return { result: 'ok', durationMs: 0 };
    case 'speech':
      return {
        result: 'ok',
        durationMs: Math.min(MAX_SPEECH_MS, command.text.length * speechMsPerChar),
        data: { voice: command.voice, characters: command.text.length },
      };
    case 'photo':
      return photoCommand(command.camera);
    case 'video':
      return videoCommand(ctx, command.action);
    case 'flow':
      return flowCommand(ctx, command, now);
    case 'thermal':
      return thermalCommand(ctx, command);
    case 'callIn':
      s.callIn = command.state;
      ctx.out.changed();
      return { result: 'ok', durationMs: 0 };
    case 'camera':
      return cameraCommand(ctx, command);
    case 'cleaning':
      return cleaningCommand(ctx, command.action, now);
    case 'sentry':
      setSentry(ctx, command.on, now);
      return { result: 'ok', durationMs: 0 };
    case 'resetErrors':
      return resetErrors(ctx, now);
    case 'setPose':
      return setPose(ctx, command);
    case 'goTo':
      return goToCommand(ctx, command, now);
    case 'osUpdate':
      if (s.battery < Limits.osUpdateMinBatteryPercent) return { result: 'rejected', code: 'BATTERY_LOW', durationMs: 0 };
      return { result: 'ok', durationMs: OS_UPDATE_MS, data: { version: command.version }, after: () => (s.version = command.version) };
    case 'stop':
    case 'teleop':
      return { result: 'error', code: 'UNREACHABLE', durationMs: 0 };
  }
}

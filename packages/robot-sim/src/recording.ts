import type { Outcome } from './command-outcome.js';
import type { RobotContext } from './robot-context.js';

/** How long the recorder takes to start or to finish a recording, ms. */
const RECORDER_SETTLE_MS = 500;

/** The video command: a long-time recording goes preparing → recording, or ending → none, with a rosbag event. */
export function videoCommand(ctx: RobotContext, action: 'start' | 'stop'): Outcome {
  const s = ctx.state;
  if (action === 'start') {
    if (s.recording) return { result: 'rejected', code: 'ALREADY_RECORDING', durationMs: 0 };
    if (s.recorder === 'unavailable') {
      return { result: 'rejected', code: 'RECORDER_UNAVAILABLE', message: 'No video encoder (ffmpeg) on the robot', durationMs: 0 };
    }
    s.recording = 'preparing';
    ctx.timers.later(RECORDER_SETTLE_MS, () => {
      s.recording = 'recording';
      ctx.out.event({ type: 'event', ts: Date.now(), level: 0, kind: 'rosbag', code: 'r001' });
      ctx.out.changed();
    });
  } else {
    if (!s.recording) return { result: 'rejected', code: 'NOT_RECORDING', durationMs: 0 };
    s.recording = 'ending';
    ctx.timers.later(RECORDER_SETTLE_MS, () => {
      s.recording = null;
      ctx.out.event({ type: 'event', ts: Date.now(), level: 0, kind: 'rosbag', code: 'r002' });
      ctx.out.changed();
    });
  }
  ctx.out.changed();
  return { result: 'ok', durationMs: 0 };
}

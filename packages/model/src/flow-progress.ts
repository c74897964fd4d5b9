import type { Static } from '@sinclair/typebox';
import type { CurrentFlow } from './gateway.js';

/** Where a running flow is, as every screen shows it: step `step` of `steps`, counted from 1. */
export interface FlowProgress {
  name: string;
  step: number;
  steps: number;
}

/**
 * The progress an operator reads for a running flow. Telemetry's `step` counts the waypoints already
 * reached (0 while heading for the first), so the step under way is the next one; it is held at the
 * last step while the robot finishes there, and a flow without steps shows 0 of 0. Teleop and the
 * robot cards both read this, so they never disagree by one.
 */
export function flowProgress(flow: Static<typeof CurrentFlow>): FlowProgress {
  const steps = Math.max(0, flow.steps);
  const step = steps === 0 ? 0 : Math.min(steps, Math.max(0, flow.step) + 1);
  return { name: flow.name, step, steps };
}

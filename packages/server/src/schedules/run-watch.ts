import type { LiveTelemetry } from '@fleetdeck/model';

/** What the scheduler has seen of one flow it started. */
export interface WatchedFlow {
  flowId: number;
  /** Whether telemetry has shown the flow running since it was started (or since a restart). */
  seen: boolean;
  step: number;
  steps: number;
}

/**
 * Reads a robot's telemetry for a flow the scheduler started: `running` while it runs, `done` when
 * it stopped after its last step, `stopped` when it stopped before. Nothing is concluded before
 * the flow was seen running, so telemetry sent before the start does not end it.
 */
export function followFlow(watched: WatchedFlow, telemetry: LiveTelemetry | null): 'running' | 'done' | 'stopped' {
  const current = telemetry?.currentFlow ?? null;
  if (current && current.flowId === watched.flowId) {
    watched.seen = true;
    watched.step = current.step;
    watched.steps = current.steps;
    return 'running';
  }
  if (!watched.seen || !telemetry) return 'running';
  return watched.step >= watched.steps ? 'done' : 'stopped';
}

import { describe, expect, it } from 'vitest';
import type { LiveTelemetry } from '@fleetdeck/model';
import { refusalBeforeStart, refusalReason } from './flow-outcome.js';
import { followFlow, type WatchedFlow } from './run-watch.js';

const telemetry = (currentFlow: { flowId: number | null; step: number; steps: number } | null, errors: string[] = []) =>
  ({ currentFlow: currentFlow && { name: 'F', ...currentFlow }, errors, battery: { percent: 80, state: 'active' } }) as unknown as LiveTelemetry;

describe('followFlow', () => {
  it('waits until the flow was seen, then calls it done after its last step or stopped before', () => {
    const watched: WatchedFlow = { flowId: 7, seen: false, step: 0, steps: 0 };
    expect(followFlow(watched, telemetry(null))).toBe('running');
    expect(followFlow(watched, telemetry({ flowId: 7, step: 1, steps: 3 }))).toBe('running');
    expect(followFlow({ ...watched }, telemetry(null))).toBe('stopped');
    expect(followFlow(watched, telemetry({ flowId: 7, step: 3, steps: 3 }))).toBe('running');
    expect(followFlow(watched, telemetry(null))).toBe('done');
  });
});

describe('refusals', () => {
  it('names the robot\'s state and answers as the log\'s reasons', () => {
    expect(refusalBeforeStart(telemetry(null, ['EMERGENCY_STOP']))).toBe('emergencyStop');
    expect(refusalBeforeStart(telemetry(null, ['LOW_BATTERY']))).toBe('batteryLow');
    expect(refusalBeforeStart(telemetry(null))).toBeUndefined();
    expect(refusalReason({ result: 'error', code: 'ROBOT_OFFLINE' })).toBe('robotOffline');
    expect(refusalReason({ result: 'rejected', code: 'FLOW_ALREADY_RUNNING' })).toBe('flowAlreadyRunning');
    expect(refusalReason({ result: 'rejected', code: 'EMERGENCY_STOP' })).toBe('emergencyStop');
    expect(refusalReason({ result: 'rejected', code: 'SENTRY_MODE' })).toBe('robotRefused');
  });
});

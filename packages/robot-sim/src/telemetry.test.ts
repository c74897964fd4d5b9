import { describe, expect, it } from 'vitest';
import { createRobotState } from './robot-state.js';
import { buildTelemetry } from './telemetry.js';

const state = (model: 'ugo Pro' | 'RULO Biz' = 'ugo Pro') =>
  createRobotState({ serialNo: 'SIM-T', model, floorId: 7, battery: 55.55, pose: { x: 1.23456, y: 2.34567, yaw: 0.1234567 } }, () => 0.5);

describe('buildTelemetry', () => {
  it('rounds pose and speeds to millimetres and the battery to a tenth', () => {
    const s = state();
    s.velocity = { linear: 0.12345, angular: -0.98765 };
    expect(buildTelemetry(s, 42)).toMatchObject({
      type: 'telemetry',
      ts: 42,
      floorId: 7,
      pose: { x: 1.235, y: 2.346, yaw: 0.123 },
      velocity: { linear: 0.123, angular: -0.988 },
      battery: { percent: 55.6, state: 'active' },
      status: 1,
      currentFlow: null,
    });
  });

  it('reports status 0 on a hardware error and the running flow as its progress', () => {
    const s = state();
    s.errors.set('HARDWARE_ERROR', Number.POSITIVE_INFINITY);
    s.flow = { flowId: 3, name: 'Lobby', waypoints: [{ x: 1, y: 1 }, { x: 2, y: 2 }], index: 1, blockedUntil: 0 };
    expect(buildTelemetry(s, 0)).toMatchObject({ status: 0, errors: ['HARDWARE_ERROR'], currentFlow: { flowId: 3, name: 'Lobby', step: 1, steps: 2 } });
  });

  it('reports the cleaning state only for cleaning models', () => {
    expect(buildTelemetry(state(), 0)).not.toHaveProperty('cleaning');
    expect(buildTelemetry(state('RULO Biz'), 0)).toMatchObject({ cleaning: 'idle' });
  });
});

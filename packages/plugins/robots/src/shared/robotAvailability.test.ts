import { describe, expect, it } from 'vitest';
import type { RobotLiveState } from '@fleetdeck/model';
import { isBatteryLow } from '@fleetdeck/model';
import { isAvailable } from './robotAvailability.js';

type Telemetry = NonNullable<RobotLiveState['telemetry']>;

function robot(change: Partial<Telemetry> = {}, connection: 'online' | 'offline' = 'online', registeredStatus: RobotLiveState['registeredStatus'] = 1): RobotLiveState {
  return {
    robotId: 1, serialNo: 'R1', name: 'R1', model: 'mini', buildingId: 1, registeredStatus, connection, lastCommunicationAt: 1,
    telemetry: {
      ts: 1, floorId: 1, pose: { x: 0, y: 0, yaw: 0 }, velocity: { linear: 0, angular: 0 }, battery: { percent: 80, state: 'active' },
      status: 1, currentFlow: null, commandMode: 1, speed: 'normal', callIn: 'idle', recording: null, errors: [], camera: null, ...change,
    },
  };
}

describe('isAvailable', () => {
  it('is true for an online, available, idle robot with enough battery', () => {
    expect(isAvailable(robot())).toBe(true);
    expect(isAvailable(robot({ battery: { percent: 20, state: 'charging' } }))).toBe(true);
  });

  it('is false for each reason a robot cannot take a job', () => {
    expect(isAvailable(robot({}, 'offline'))).toBe(false);
    expect(isAvailable({ ...robot(), telemetry: null })).toBe(false);
    expect(isAvailable(robot({ status: 2 }))).toBe(false);
    expect(isAvailable(robot({ errors: ['EMERGENCY_STOP'] }))).toBe(false);
    expect(isAvailable(robot({ currentFlow: { flowId: 1, name: 'Patrol', step: 1, steps: 3 } }))).toBe(false);
    expect(isAvailable(robot({ battery: { percent: 19.5, state: 'active' } }))).toBe(false);
    expect(isAvailable(robot({ battery: { percent: 60, state: 'lowVoltage' } }))).toBe(false);
  });

  it('is false for a robot an administrator marked unavailable, under maintenance or in repair shop, whatever it reports', () => {
    expect(isAvailable(robot({}, 'online', 0))).toBe(false);
    expect(isAvailable(robot({}, 'online', 2))).toBe(false);
    expect(isAvailable(robot({}, 'online', 9))).toBe(false);
  });

  it('counts battery low by percentage or state', () => {
    expect(isBatteryLow({ percent: 19, state: 'active' })).toBe(true);
    expect(isBatteryLow({ percent: 90, state: 'bmError' })).toBe(true);
    expect(isBatteryLow({ percent: 90, state: 'fullyCharged' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { RobotLiveState } from './robot-stream.js';
import { RobotCondition, batteryTone, conditionRank, conditionTone, isBatteryLow, isFault, robotCondition } from './robot-condition.js';

type Telemetry = NonNullable<RobotLiveState['telemetry']>;

function robot(change: Partial<Telemetry> = {}, connection: 'online' | 'offline' = 'online', registeredStatus: RobotLiveState['registeredStatus'] = 1) {
  const telemetry: Telemetry = {
    ts: 1, floorId: 1, pose: { x: 0, y: 0, yaw: 0 }, velocity: { linear: 0, angular: 0 }, battery: { percent: 80, state: 'active' },
    status: 1, currentFlow: null, commandMode: 1, speed: 'normal', callIn: 'idle', recording: null, errors: [], camera: null, ...change,
  };
  return { connection, registeredStatus, telemetry };
}

const flow = { flowId: 1, name: 'Patrol', step: 1, steps: 3 };
const low = { percent: 12, state: 'below20' } as const;

describe('robotCondition', () => {
  it('is available for an online, idle robot marked and reporting available with enough battery', () => {
    expect(robotCondition(robot())).toBe('available');
    expect(robotCondition(robot({ battery: { percent: 20, state: 'charging' } }))).toBe('available');
  });

  it('puts an error before an emergency stop, before offline, low battery, busy and available', () => {
    const everything = { errors: ['EMERGENCY_STOP', 'HARDWARE_ERROR'] as Telemetry['errors'], battery: low, currentFlow: flow };
    expect(robotCondition(robot(everything, 'offline'))).toBe('error');
    expect(robotCondition(robot({ ...everything, errors: ['EMERGENCY_STOP', 'LOW_BATTERY'] }, 'offline'))).toBe('emergencyStop');
    expect(robotCondition(robot({ battery: low, currentFlow: flow }, 'offline'))).toBe('offline');
    expect(robotCondition(robot({ battery: low, currentFlow: flow }))).toBe('lowBattery');
    expect(robotCondition(robot({ currentFlow: flow }))).toBe('busy');
  });

  it('counts a hot motor as an error, and a LOW_BATTERY error as a low battery', () => {
    expect(robotCondition(robot({ errors: ['MOTOR_HOT'] }))).toBe('error');
    expect(robotCondition(robot({ errors: ['LOW_BATTERY'] }))).toBe('lowBattery');
  });

  it('never calls an emergency-stopped robot available', () => {
    expect(robotCondition(robot({ errors: ['EMERGENCY_STOP'] }))).toBe('emergencyStop');
  });

  it('calls a robot out of service by its mark or its own report, or not reporting yet, unavailable', () => {
    expect(robotCondition(robot({}, 'online', 2))).toBe('unavailable');
    expect(robotCondition(robot({ battery: low }, 'online', 9))).toBe('unavailable');
    expect(robotCondition(robot({ status: 0 }))).toBe('unavailable');
    expect(robotCondition({ ...robot(), telemetry: null })).toBe('unavailable');
    expect(robotCondition({ ...robot({}, 'offline'), telemetry: null })).toBe('offline');
  });

  it('calls a robot cleaning or on its way back to the dock busy', () => {
    expect(robotCondition(robot({ cleaning: 'cleaning' }))).toBe('busy');
    expect(robotCondition(robot({ cleaning: 'returning' }))).toBe('busy');
    expect(robotCondition(robot({ cleaning: 'docked' }))).toBe('available');
  });
});

describe('condition tones and ranks', () => {
  it('colours faults danger, offline grey, low battery warning, busy brand and available success', () => {
    expect(conditionTone('error')).toBe('danger');
    expect(conditionTone('emergencyStop')).toBe('danger');
    expect(conditionTone('offline')).toBe('subtle');
    expect(conditionTone('lowBattery')).toBe('warning');
    expect(conditionTone('busy')).toBe('brand');
    expect(conditionTone('available')).toBe('success');
  });

  it('ranks worst first', () => {
    const ranks = RobotCondition.map(conditionRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(conditionRank('error')).toBe(0);
    expect(conditionRank('emergencyStop')).toBeLessThan(conditionRank('offline'));
    expect(conditionRank('lowBattery')).toBeLessThan(conditionRank('busy'));
    expect(conditionRank('busy')).toBeLessThan(conditionRank('available'));
  });

  it('calls errors and emergency stops faults, nothing else', () => {
    expect(RobotCondition.filter(isFault)).toEqual(['error', 'emergencyStop']);
  });
});

describe('batteryTone', () => {
  it('is danger below 20%, warning from 20% to below 40%, success from 40%', () => {
    expect(batteryTone({ percent: 19.9, state: 'active' })).toBe('danger');
    expect(batteryTone({ percent: 20, state: 'active' })).toBe('warning');
    expect(batteryTone({ percent: 39.9, state: 'charging' })).toBe('warning');
    expect(batteryTone({ percent: 40, state: 'active' })).toBe('success');
    expect(batteryTone({ percent: 100, state: 'fullyCharged' })).toBe('success');
  });

  it('is danger for a low or failing battery state whatever the percentage', () => {
    for (const state of ['below20', 'lowVoltage', 'bmError', 'protect'] as const) {
      expect(batteryTone({ percent: 90, state })).toBe('danger');
      expect(isBatteryLow({ percent: 90, state })).toBe(true);
    }
  });

  it('is subtle without a reading', () => {
    expect(batteryTone(undefined)).toBe('subtle');
    expect(batteryTone(null)).toBe('subtle');
  });
});

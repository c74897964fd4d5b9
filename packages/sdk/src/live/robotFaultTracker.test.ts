import { describe, expect, it } from 'vitest';
import type { RobotErrorCode, RobotLiveState } from '@fleetdeck/model';
import { RobotFaultTracker } from './robotFaultTracker.js';

function robot(serialNo: string, errors: RobotErrorCode[] = [], name = serialNo): RobotLiveState {
  return {
    robotId: Number(serialNo.replace(/\D/g, '')), serialNo, name, model: 'ugo Pro', buildingId: 1, registeredStatus: 1, connection: 'online', lastCommunicationAt: 1,
    telemetry: {
      ts: 1, floorId: 1, pose: { x: 0, y: 0, yaw: 0 }, velocity: { linear: 0, angular: 0 }, battery: { percent: 50, state: 'active' },
      status: 1, currentFlow: null, commandMode: 1, speed: 'normal', callIn: 'idle', recording: null, errors, camera: null,
    },
  };
}

describe('RobotFaultTracker', () => {
  it('counts faults already present when robots are first seen, without announcing them', () => {
    const tracker = new RobotFaultTracker();
    expect(tracker.update([robot('R2', ['EMERGENCY_STOP']), robot('R1', ['HARDWARE_ERROR']), robot('R3')])).toEqual([]);
    expect(tracker.faults.map((f) => [f.serialNo, f.condition])).toEqual([['R1', 'error'], ['R2', 'emergencyStop']]);
    // Errors before emergency stops, then by name.
    tracker.update([robot('R2', ['EMERGENCY_STOP']), robot('R1', ['HARDWARE_ERROR']), robot('R3', ['MOTOR_HOT']), robot('R0', ['EMERGENCY_STOP'])]);
    expect(tracker.faults.map((f) => f.serialNo)).toEqual(['R1', 'R3', 'R0', 'R2']);
  });

  it('announces a robot that newly enters an error or emergency stop, with the new codes only', () => {
    const tracker = new RobotFaultTracker();
    tracker.update([robot('R1'), robot('R2', ['MOTOR_HOT'])]);
    const news = tracker.update([robot('R1', ['EMERGENCY_STOP']), robot('R2', ['MOTOR_HOT', 'HARDWARE_ERROR'])]);
    expect(news.map((n) => [n.fault.serialNo, n.fault.condition, n.newCodes])).toEqual([
      ['R1', 'emergencyStop', ['EMERGENCY_STOP']],
      ['R2', 'error', ['HARDWARE_ERROR']],
    ]);
    expect(tracker.faults).toHaveLength(2);
  });

  it('neither counts nor announces a low battery', () => {
    const tracker = new RobotFaultTracker();
    tracker.update([robot('R1')]);
    expect(tracker.update([robot('R1', ['LOW_BATTERY'])])).toEqual([]);
    expect(tracker.faults).toEqual([]);
  });

  it('drops a cleared fault and a robot no longer followed, and announces a fault again once it returns', () => {
    const tracker = new RobotFaultTracker();
    tracker.update([robot('R1'), robot('R2', ['EMERGENCY_STOP'])]);
    tracker.update([robot('R1', ['HARDWARE_ERROR']), robot('R2', ['EMERGENCY_STOP'])]);
    tracker.update([robot('R1')]);
    expect(tracker.faults).toEqual([]);
    expect(tracker.update([robot('R1', ['HARDWARE_ERROR'])])).toHaveLength(1);
  });

  it('keeps the same list while nothing it shows changes', () => {
    const tracker = new RobotFaultTracker();
    tracker.update([robot('R1', ['EMERGENCY_STOP']), robot('R2')]);
    const first = tracker.faults;
    tracker.update([robot('R1', ['EMERGENCY_STOP']), robot('R2')]);
    expect(tracker.faults).toBe(first);
    tracker.update([robot('R1', ['EMERGENCY_STOP'], 'Renamed'), robot('R2')]);
    expect(tracker.faults).not.toBe(first);
    expect(tracker.faults[0]?.name).toBe('Renamed');
  });
});

import { describe, expect, it } from 'vitest';
import type { RobotLiveState } from './robot-stream.js';
import { liveRobotStatus } from './robot-live-status.js';

type Telemetry = NonNullable<RobotLiveState['telemetry']>;

function state(registeredStatus: RobotLiveState['registeredStatus'], reported: Telemetry['status'] | null, connection: 'online' | 'offline' = 'online') {
  const telemetry = reported === null ? null : ({ status: reported } as Telemetry);
  return { registeredStatus, connection, telemetry };
}

describe('liveRobotStatus', () => {
  it('shows what an online robot marked available reports', () => {
    expect(liveRobotStatus(state(1, 1))).toBe(1);
    expect(liveRobotStatus(state(1, 0))).toBe(0);
    expect(liveRobotStatus(state(1, 2))).toBe(2);
    expect(liveRobotStatus(state(1, 9))).toBe(9);
  });

  it("lets an administrator's unavailable, under maintenance or repair shop mark win over the robot's report", () => {
    for (const registered of [0, 2, 9] as const) {
      expect(liveRobotStatus(state(registered, 1))).toBe(registered);
      expect(liveRobotStatus(state(registered, null))).toBe(registered);
      expect(liveRobotStatus(state(registered, 1, 'offline'))).toBe(registered);
    }
  });

  it('calls an offline robot unavailable, whatever it last reported', () => {
    expect(liveRobotStatus(state(1, 1, 'offline'))).toBe(0);
    expect(liveRobotStatus(state(1, null, 'offline'))).toBe(0);
  });

  it('is unknown while an online robot has not reported yet', () => {
    expect(liveRobotStatus(state(1, null))).toBe('unknown');
  });
});

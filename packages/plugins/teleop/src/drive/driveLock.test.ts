import { describe, expect, it } from 'vitest';
import type { RobotLiveState } from '@fleetdeck/model';
import { driveLockReason, type DriveLockInput } from './driveLock.js';

const telemetry = { errors: [] } as unknown as NonNullable<RobotLiveState['telemetry']>;
const ok: DriveLockInput = { streamStatus: 'open', robot: { connection: 'online', telemetry }, hasFrame: true, stale: false, lostLink: false };

describe('driveLockReason', () => {
  it('allows driving with an open stream, an online robot and a fresh frame', () => {
    expect(driveLockReason(ok)).toBeNull();
  });

  it('locks with the first reason that applies', () => {
    expect(driveLockReason({ ...ok, streamStatus: 'reconnecting', stale: true })).toBe('streamNotOpen');
    expect(driveLockReason({ ...ok, robot: { connection: 'offline', telemetry } })).toBe('robotOffline');
    expect(driveLockReason({ ...ok, robot: undefined })).toBe('robotOffline');
    expect(driveLockReason({ ...ok, lostLink: true })).toBe('lostLink');
    expect(driveLockReason({ ...ok, hasFrame: false })).toBe('noCamera');
    expect(driveLockReason({ ...ok, stale: true })).toBe('cameraStale');
    const stopped = { errors: ['LOW_BATTERY', 'EMERGENCY_STOP'] } as unknown as typeof telemetry;
    expect(driveLockReason({ ...ok, robot: { connection: 'online', telemetry: stopped } })).toBe('emergencyStop');
  });
});

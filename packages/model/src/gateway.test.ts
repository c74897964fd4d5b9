import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { EventMessage, RobotCommand, TelemetryMessage } from './gateway.js';

const ajv = new Ajv({ strict: false });
const telemetry = {
  type: 'telemetry', ts: 1, floorId: 3, pose: { x: 1, y: 2, yaw: 0.5 }, velocity: { linear: 0, angular: 0 },
  battery: { percent: 80, state: 'active' }, status: 1, currentFlow: null, commandMode: 1, speed: 'normal',
  callIn: 'idle', recording: null, errors: [], camera: null,
};

describe('gateway message schemas', () => {
  it('accept a well-formed telemetry and refuse an unknown battery state or command mode', () => {
    const check = ajv.compile(TelemetryMessage);
    expect(check(telemetry)).toBe(true);
    expect(check({ ...telemetry, battery: { percent: 80, state: 'empty' } })).toBe(false);
    expect(check({ ...telemetry, commandMode: 5 })).toBe(false);
    // Sentry mode is optional (older robots omit it) but must be a boolean when sent.
    expect(check({ ...telemetry, sentry: true })).toBe(true);
    expect(check({ ...telemetry, sentry: 'on' })).toBe(false);
    expect(check({ ...telemetry, cleaning: 'returning' })).toBe(true);
    expect(check({ ...telemetry, cleaning: 'mopping' })).toBe(false);
  });

  it('tie each event kind to its own codes', () => {
    const check = ajv.compile(EventMessage);
    expect(check({ type: 'event', ts: 1, level: 5, kind: 'flow', code: 'F0007' })).toBe(true);
    expect(check({ type: 'event', ts: 1, level: 5, kind: 'flow', code: 'D0001' })).toBe(false);
    expect(check({ type: 'event', ts: 1, level: 9, kind: 'elevator', code: 911 })).toBe(true);
    expect(check({ type: 'event', ts: 1, level: 9, kind: 'robotError', code: 'EMERGENCY_STOP', active: true })).toBe(true);
  });

  it('cap the teleop dead-man interval at 500 ms and accept only §9 voices', () => {
    const check = ajv.compile(RobotCommand);
    expect(check({ name: 'teleop', linear: 0.3, angular: 0, deadmanMs: 500 })).toBe(true);
    expect(check({ name: 'teleop', linear: 0.3, angular: 0, deadmanMs: 2000 })).toBe(false);
    expect(check({ name: 'speech', text: 'hello', voice: 'en-female' })).toBe(true);
    expect(check({ name: 'speech', text: 'hello', voice: 'xx-robot' })).toBe(false);
    expect(check({ name: 'sentry', on: true })).toBe(true);
    expect(check({ name: 'sentry' })).toBe(false);
    expect(check({ name: 'cleaning', action: 'dock' })).toBe(true);
    expect(check({ name: 'cleaning', action: 'mop' })).toBe(false);
  });
});

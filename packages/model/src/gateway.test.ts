import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { EventMessage, RobotCommand, TelemetryMessage } from './gateway.js';
import { ElevatorCloudCodes, isElevatorCloudCode } from './error-codes.js';

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
    // The thermal camera is optional too, and one of the §9 camera ids.
    expect(check({ ...telemetry, thermalCamera: 'g1' })).toBe(true);
    expect(check({ ...telemetry, thermalCamera: 'v4' })).toBe(false);
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

  it('name the camera a thermal setting is for, one of the §9 camera ids', () => {
    const check = ajv.compile(RobotCommand);
    const thermal = { name: 'thermal', colorMap: 'ir', scalePosition: 'top', areas: [] };
    for (const camera of ['v1', 'v2', 'v3', 's1', 'g1', 'thermal']) expect(check({ ...thermal, camera })).toBe(true);
    expect(check({ ...thermal, camera: 'v4' })).toBe(false);
    expect(check(thermal)).toBe(false);
  });
});

describe('event codes of the compiled event schema', () => {
  const check = ajv.compile(EventMessage);
  const event = (kind: string, code: string | number) => ({ type: 'event', ts: 1, level: 5, kind, code });
  const accepted = (kind: string, codes: Array<string | number>) => codes.filter((code) => check(event(kind, code)));

  it('accept exactly the elevator cloud codes A0001-A0019, S0020, S0023 and S2201-S2404', () => {
    const every = [
      ...Array.from({ length: 10000 }, (_, n) => `A${String(n).padStart(4, '0')}`),
      ...Array.from({ length: 10000 }, (_, n) => `S${String(n).padStart(4, '0')}`),
    ];
    const expected = every.filter((code) => {
      const n = Number(code.slice(1));
      return code.startsWith('A') ? n >= 1 && n <= 19 : n === 20 || n === 23 || (n >= 2201 && n <= 2404);
    });
    expect(expected).toHaveLength(19 + 2 + 204);
    expect(accepted('elevatorCloud', every)).toEqual(expected);
    expect(every.filter(isElevatorCloudCode)).toEqual(expected);
    expect([...ElevatorCloudCodes].sort()).toEqual(expected);
    // Near misses in other shapes: wrong case, extra digits, padding, numbers, another family's code.
    expect(accepted('elevatorCloud', ['s2201', 'S22010', ' S2201', 'S2201 ', 'A001', 'A00001', 2201, 'F0001', 'B0001', ''])).toEqual([]);
  });

  it('accept the security-door codes 0-5, 91-94 and 99 and refuse their neighbours and strings', () => {
    const every = Array.from({ length: 201 }, (_, n) => n - 100);
    expect(accepted('securityDoor', every)).toEqual([0, 1, 2, 3, 4, 5, 91, 92, 93, 94, 99]);
    expect(accepted('securityDoor', ['0', '91', 1.5, 6, 90, 95, 98, 100])).toEqual([]);
  });

  it('accept the rosbag codes r001, r002, r101-r105, r201-r203, r801 and r802 and refuse near misses', () => {
    const every = Array.from({ length: 1000 }, (_, n) => `r${String(n).padStart(3, '0')}`);
    expect(accepted('rosbag', every)).toEqual(['r001', 'r002', 'r101', 'r102', 'r103', 'r104', 'r105', 'r201', 'r202', 'r203', 'r801', 'r802']);
    expect(accepted('rosbag', ['R001', 'r01', 'r0001', 'r106', 'r200', 'r204', 'r800', 'r803', 1])).toEqual([]);
  });
});

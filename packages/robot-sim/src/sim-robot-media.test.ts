import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RobotCommand } from '@fleetdeck/model';
import { SimRobot, type SimPhoto } from './sim-robot.js';

/** A robot whose output records acks and photos in one log, so their order shows. */
function makeRobot() {
  const log: Array<{ ack: { seq: number; result: string; data?: Record<string, unknown> } } | { photo: SimPhoto }> = [];
  let changes = 0;
  const robot = new SimRobot({ serialNo: 'SIM-M', model: 'ugo Pro', floorId: 1, battery: 80, pose: { x: 10, y: 10, yaw: 0 } });
  robot.attach({
    ack: (a) => log.push({ ack: a }),
    event: () => undefined,
    changed: () => (changes += 1),
    photo: (p) => log.push({ photo: p }),
  });
  let seq = 0;
  const send = (command: RobotCommand) => robot.receive({ type: 'command', seq: ++seq, ts: Date.now(), command });
  return { robot, log, send, changes: () => changes };
}

describe('SimRobot photos and thermal settings', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('takes a photo with the asked camera when the shutter closes and sends it just before the ack of its command', () => {
    const { robot, log, send } = makeRobot();
    send({ name: 'commandMode', mode: 2 });
    send({ name: 'photo', camera: 'v2' });
    expect(log).toHaveLength(1);
    vi.advanceTimersByTime(150);
    const takenAt = 1_700_000_000_150;
    expect(log.slice(1)).toEqual([
      { photo: { seq: 2, camera: 'v2', takenAt, pose: robot.pose } },
      { ack: { type: 'ack', seq: 2, result: 'ok', data: { camera: 'v2', takenAt } } },
    ]);
  });

  it('takes no photo for a photo command a stop cancelled', () => {
    const { log, send } = makeRobot();
    send({ name: 'photo', camera: 'v1' });
    send({ name: 'stop' });
    vi.advanceTimersByTime(1000);
    expect(log.some((entry) => 'photo' in entry)).toBe(false);
    expect(log.map((entry) => ('ack' in entry ? [entry.ack.seq, entry.ack.result] : null))).toEqual([
      [1, 'cancelled'],
      [2, 'ok'],
    ]);
  });

  it('applies the thermal settings to the camera they name, reports that camera and answers what it applied', () => {
    const { robot, log, send, changes } = makeRobot();
    expect(robot.telemetry().thermalCamera).toBe('thermal');
    const before = changes();
    send({ name: 'thermal', camera: 'g1', colorMap: 'ir', scalePosition: 'top', areas: [{ name: 'door1', x: 0, y: 0, width: 10, height: 10 }] });
    expect(log.at(-1)).toEqual({
      ack: { type: 'ack', seq: 1, result: 'ok', data: { camera: 'g1', colorMap: 'ir', scalePosition: 'top', areas: ['door1'] } },
    });
    expect(robot.telemetry().thermalCamera).toBe('g1');
    // Reported at once, not at the next second.
    expect(changes()).toBeGreaterThan(before);
    send({ name: 'thermal', camera: 's1', colorMap: 'mono', scalePosition: 'none', areas: [] });
    expect(robot.telemetry().thermalCamera).toBe('s1');
  });
});

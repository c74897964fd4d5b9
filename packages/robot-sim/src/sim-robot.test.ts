import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AckMessage, EventMessage, RobotCommand } from '@fleetdeck/model';
import { SimRobot } from './sim-robot.js';
import { FloorArea } from './floor-area.js';

function makeRobot(options: Partial<ConstructorParameters<typeof SimRobot>[0]> = {}) {
  const acks: AckMessage[] = [];
  const events: EventMessage[] = [];
  const robot = new SimRobot({
    serialNo: 'SIM-1',
    model: 'ugo Pro',
    floorId: 1,
    battery: 80,
    pose: { x: 10, y: 10, yaw: 0 },
    ...options,
  });
  robot.attach({ ack: (a) => acks.push(a), event: (e) => events.push(e), changed: () => undefined });
  let seq = 0;
  const send = (command: RobotCommand) => robot.receive({ type: 'command', seq: ++seq, ts: Date.now(), command });
  return { robot, acks, events, send };
}

/** Steps the robot in 50 ms increments while advancing fake time, as the fleet ticker does. */
function run(robot: SimRobot, ms: number) {
  for (let t = 0; t < ms; t += 50) {
    vi.advanceTimersByTime(50);
    robot.step(Date.now());
  }
}

describe('SimRobot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('stands still on its new floor after a move to another building, and reports it', () => {
    const { robot, send } = makeRobot({ autonomous: true });
    robot.step(Date.now());
    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    expect(robot.velocity.linear).toBeGreaterThan(0);
    robot.relocate(42);
    expect(robot.floorId).toBe(42);
    expect(robot.velocity).toEqual({ linear: 0, angular: 0 });
    expect(robot.mode).toBe('idle');
    expect(robot.telemetry(Date.now()).floorId).toBe(42);
  });

  it('relocalizes to a pose it is given: stops, jumps there and reports it', () => {
    const { robot, acks, send } = makeRobot({ autonomous: true });
    robot.step(Date.now());
    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    send({ name: 'setPose', x: 3.5, y: 7, yaw: 1.2 });
    run(robot, 200);
    expect(acks.at(-1)).toMatchObject({ result: 'ok', data: { x: 3.5, y: 7, yaw: 1.2 } });
    expect(robot.velocity).toEqual({ linear: 0, angular: 0 });
    expect(robot.telemetry(Date.now()).pose).toEqual({ x: 3.5, y: 7, yaw: 1.2 });
  });

  it('drives forward under teleop and acks with the command seq', () => {
    const { robot, acks, send } = makeRobot();
    robot.step(Date.now());
    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    run(robot, 400);
    expect(acks).toEqual([{ type: 'ack', seq: 1, result: 'ok' }]);
    expect(robot.pose.x).toBeGreaterThan(10.15);
    expect(robot.pose.y).toBeCloseTo(10, 5);
  });

  it('stops by itself when it hears nothing for the dead-man interval', () => {
    const { robot, send } = makeRobot();
    robot.step(Date.now());
    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    run(robot, 450);
    expect(robot.velocity.linear).toBe(0.5);
    run(robot, 100);
    expect(robot.velocity.linear).toBe(0);
    const x = robot.pose.x;
    run(robot, 1000);
    expect(robot.pose.x).toBe(x);
  });

  it('keeps driving while teleop commands keep arriving inside the interval', () => {
    const { robot, send } = makeRobot();
    robot.step(Date.now());
    for (let i = 0; i < 10; i++) {
      send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 300 });
      run(robot, 200);
    }
    expect(robot.velocity.linear).toBe(0.5);
    expect(robot.pose.x).toBeGreaterThan(10.9);
  });

  it('never leaves the floor area', () => {
    const { robot, send } = makeRobot({ pose: { x: FloorArea.width - 1, y: 5, yaw: 0 } });
    robot.step(Date.now());
    for (let i = 0; i < 20; i++) {
      send({ name: 'teleop', linear: 1, angular: 0, deadmanMs: 500 });
      run(robot, 200);
    }
    expect(robot.pose.x).toBeLessThanOrEqual(FloorArea.width - FloorArea.margin);
  });

  it('drains its battery while driving, raises LOW_BATTERY under 20% and charges on the dock', () => {
    const { robot, events, send } = makeRobot({ battery: 20.05 });
    robot.step(Date.now());
    for (let i = 0; i < 10; i++) {
      send({ name: 'teleop', linear: 1, angular: 0, deadmanMs: 500 });
      run(robot, 200);
    }
    expect(robot.battery).toBeLessThan(20);
    expect(robot.telemetry().battery.state).toBe('below20');
    expect(events).toContainEqual(expect.objectContaining({ kind: 'robotError', code: 'LOW_BATTERY', active: true }));

    const docked = makeRobot({ battery: 22, autonomous: true, pose: { ...FloorArea.dock, yaw: 0 } });
    docked.robot.step(Date.now());
    run(docked.robot, 20_000);
    expect(docked.robot.charging || docked.robot.battery >= 99).toBe(true);
    expect(docked.robot.battery).toBeGreaterThan(22);
  });

  it('runs a flow through its waypoints', () => {
    const { robot, acks, send } = makeRobot();
    robot.step(Date.now());
    send({ name: 'flow', action: 'start', flowId: 3, flowName: 'Lobby', waypoints: [{ x: 12, y: 10 }, { x: 12, y: 12 }] });
    expect(acks.at(-1)).toMatchObject({ result: 'ok' });
    expect(robot.telemetry().currentFlow).toMatchObject({ flowId: 3, name: 'Lobby', step: 0, steps: 2 });
    run(robot, 20_000);
    expect(robot.telemetry().currentFlow).toBeNull();
    expect(Math.hypot(robot.pose.x - 12, robot.pose.y - 12)).toBeLessThan(0.3);
  });

  it('handles stop ahead of queued commands and cancels them', () => {
    const { robot, acks, send } = makeRobot({ speechMsPerChar: 100 });
    robot.step(Date.now());
    send({ name: 'speech', text: 'a long announcement', voice: 'en-female' });
    send({ name: 'photo', camera: 'v1' });
    send({ name: 'stop' });
    expect(acks.map((a) => [a.seq, a.result])).toEqual([
      [1, 'cancelled'],
      [2, 'cancelled'],
      [3, 'ok'],
    ]);
  });

  it('refuses to drive while the emergency stop is pressed and raises an event', () => {
    const { robot, acks, events, send } = makeRobot();
    robot.injectFault('emergencyStop');
    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'EMERGENCY_STOP' });
    expect(events).toContainEqual(expect.objectContaining({ code: 'EMERGENCY_STOP', active: true }));
  });

  it('keeps the emergency stop while its button is pressed, whatever the remote reset, and clears it once released', () => {
    const { robot, acks, events, send } = makeRobot();
    robot.step(Date.now());
    robot.injectFault('emergencyStop');
    robot.injectFault('hardware');
    expect(robot.emergencyButtonPressed).toBe(true);
    send({ name: 'resetErrors' });
    expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'EMERGENCY_STOP', message: expect.stringMatching(/release it on the robot/) });
    // The rest is reset; the emergency stop is not, and the robot still refuses to drive.
    expect(robot.telemetry().errors).toEqual(['EMERGENCY_STOP']);
    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'EMERGENCY_STOP' });

    // Long after a plain fault would have expired, the still-pressed button keeps it.
    robot.pressEmergencyStop(Date.now(), 60_000);
    run(robot, 40_000);
    expect(robot.telemetry().errors).toContain('EMERGENCY_STOP');
    robot.releaseEmergencyStop();
    // Released: it still needs a reset (a robot never drives off by itself), which now works.
    run(robot, 10_000);
    expect(robot.telemetry().errors).toContain('EMERGENCY_STOP');
    send({ name: 'resetErrors' });
    expect(acks.at(-1)).toMatchObject({ result: 'ok' });
    expect(robot.telemetry().errors).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ code: 'EMERGENCY_STOP', active: false }));
    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    expect(acks.at(-1)).toMatchObject({ result: 'ok' });
  });

  it('releases an injected emergency stop button by itself after a while; a demo robot is then reset on site', () => {
    const { robot, send, acks } = makeRobot({ autonomous: true });
    robot.step(Date.now());
    robot.injectFault('emergencyStop');
    run(robot, 19_000);
    expect(robot.emergencyButtonPressed).toBe(true);
    run(robot, 2000);
    expect(robot.emergencyButtonPressed).toBe(false);
    expect(robot.telemetry().errors).toContain('EMERGENCY_STOP');
    run(robot, 6000);
    expect(robot.telemetry().errors).not.toContain('EMERGENCY_STOP');
    send({ name: 'resetErrors' });
    expect(acks.at(-1)).toMatchObject({ result: 'ok' });
  });

  it('refuses a flow with the error that blocks driving, not an earlier low battery', () => {
    const { robot, acks, send } = makeRobot({ battery: 15 });
    robot.injectFault('hardware');
    send({ name: 'flow', action: 'start', waypoints: [{ x: 12, y: 10 }] });
    expect(robot.telemetry().errors).toEqual(['LOW_BATTERY', 'HARDWARE_ERROR']);
    expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'HARDWARE_ERROR' });
  });

  it('raises a hot motor only on arm models', () => {
    const wheeled = makeRobot();
    wheeled.robot.injectFault('hotMotor');
    expect(wheeled.events).toHaveLength(0);
    const arm = makeRobot({ model: 'MOTOMAN' });
    arm.robot.injectFault('hotMotor');
    expect(arm.events).toContainEqual(expect.objectContaining({ code: 'MOTOR_HOT', active: true }));
  });

  it('refuses an OS update below 20% battery', () => {
    const { acks, send } = makeRobot({ battery: 15 });
    send({ name: 'osUpdate', version: '2.0.0' });
    expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'BATTERY_LOW' });
  });

  it('stops on an obstacle on its route with F0007', () => {
    const { robot, events, send } = makeRobot();
    robot.step(Date.now());
    send({ name: 'flow', action: 'start', waypoints: [{ x: 30, y: 10 }] });
    run(robot, 1000);
    robot.injectFault('obstacle');
    expect(events).toContainEqual(expect.objectContaining({ kind: 'flow', code: 'F0007' }));
    const x = robot.pose.x;
    run(robot, 1000);
    expect(robot.pose.x).toBe(x);
  });

  it('in sentry mode refuses to drive, to start a flow and stands still, yet obeys stop; off again it drives', () => {
    const { robot, acks, send } = makeRobot({ autonomous: true });
    robot.step(Date.now());
    send({ name: 'flow', action: 'start', waypoints: [{ x: 30, y: 10 }] });
    run(robot, 500);
    send({ name: 'sentry', on: true });
    expect(acks.at(-1)).toMatchObject({ result: 'ok' });
    expect(robot.telemetry()).toMatchObject({ sentry: true, currentFlow: null });

    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'SENTRY_MODE', message: expect.stringMatching(/sentry mode/i) });
    send({ name: 'flow', action: 'start', waypoints: [{ x: 30, y: 10 }] });
    expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'SENTRY_MODE' });
    const x = robot.pose.x;
    run(robot, 5000);
    expect(robot.pose.x).toBe(x);
    send({ name: 'stop' });
    expect(acks.at(-1)).toMatchObject({ result: 'ok' });
    expect(robot.sentry).toBe(true);

    send({ name: 'sentry', on: false });
    expect(robot.telemetry().sentry).toBe(false);
    send({ name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 });
    expect(acks.at(-1)).toMatchObject({ result: 'ok' });
    run(robot, 400);
    expect(robot.pose.x).toBeGreaterThan(x);
  });

  describe('cleaning (RULO Biz)', () => {
    it('cleans the floor draining its battery faster, stops, and a second stop is refused', () => {
      const { robot, acks, send } = makeRobot({ model: 'RULO Biz' });
      robot.step(Date.now());
      expect(robot.telemetry().cleaning).toBe('idle');
      send({ name: 'cleaning', action: 'start' });
      expect(acks.at(-1)).toMatchObject({ result: 'ok' });
      expect(robot.telemetry().cleaning).toBe('cleaning');
      const start = { ...robot.pose };
      run(robot, 20_000);
      expect(Math.hypot(robot.pose.x - start.x, robot.pose.y - start.y)).toBeGreaterThan(1);
      // Driving alone drains at most 20 s x (0.01 + 0.04 x 0.6) = 0.7%; the brushes make it more than 1.2%.
      expect(80 - robot.battery).toBeGreaterThan(1.2);

      send({ name: 'cleaning', action: 'stop' });
      expect(acks.at(-1)).toMatchObject({ result: 'ok' });
      expect(robot.telemetry()).toMatchObject({ cleaning: 'idle', velocity: { linear: 0, angular: 0 } });
      send({ name: 'cleaning', action: 'stop' });
      expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'CLEANING_STOP_FAILED', message: expect.stringMatching(/not cleaning/) });
    });

    it('returns to its dock when told, and charges there', () => {
      const { robot, acks, send } = makeRobot({ model: 'RULO Biz', battery: 50, pose: { x: 5, y: 4, yaw: 0 } });
      robot.step(Date.now());
      send({ name: 'cleaning', action: 'dock' });
      expect(acks.at(-1)).toMatchObject({ result: 'ok' });
      expect(robot.telemetry().cleaning).toBe('returning');
      run(robot, 30_000);
      expect(robot.telemetry().cleaning).toBe('docked');
      expect(robot.telemetry().battery.state).toBe('charging');
      expect(Math.hypot(robot.pose.x - FloorArea.dock.x, robot.pose.y - FloorArea.dock.y)).toBeLessThan(0.3);
      const docked = robot.battery;
      run(robot, 2000);
      expect(robot.battery).toBeGreaterThan(docked);
    });

    it('refuses to start on a non-cleaning model or below 20% battery', () => {
      const ugo = makeRobot();
      ugo.send({ name: 'cleaning', action: 'start' });
      expect(ugo.acks.at(-1)).toMatchObject({ result: 'rejected', code: 'CLEANING_START_FAILED', data: { reason: 'model' } });
      expect(ugo.robot.telemetry()).not.toHaveProperty('cleaning');
      const low = makeRobot({ model: 'RULO Biz', battery: 15 });
      low.send({ name: 'cleaning', action: 'start' });
      expect(low.acks.at(-1)).toMatchObject({ result: 'rejected', code: 'CLEANING_START_FAILED', data: { reason: 'battery' } });
      expect(low.robot.cleaning).toBe('idle');
    });

    it('gives up the way home on a docking fault with D0001, and refuses the next return with RETURN_TO_DOCK_FAILED', () => {
      const { robot, acks, events, send } = makeRobot({ model: 'RULO Biz', battery: 50 });
      robot.step(Date.now());
      send({ name: 'cleaning', action: 'dock' });
      run(robot, 1000);
      robot.injectFault('dock');
      expect(events).toContainEqual(expect.objectContaining({ kind: 'docking', code: 'D0001' }));
      expect(robot.telemetry()).toMatchObject({ cleaning: 'idle', velocity: { linear: 0, angular: 0 } });
      events.length = 0;
      send({ name: 'cleaning', action: 'dock' });
      expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'RETURN_TO_DOCK_FAILED' });
      expect(events).toContainEqual(expect.objectContaining({ kind: 'docking', code: 'D0001' }));
      // Once the fault is over the dock can be reached again.
      run(robot, 31_000);
      send({ name: 'cleaning', action: 'dock' });
      expect(acks.at(-1)).toMatchObject({ result: 'ok' });
    });

    it('stops cleaning on entering sentry mode and refuses to start again until it is off', () => {
      const { robot, acks, send } = makeRobot({ model: 'RULO Biz' });
      robot.step(Date.now());
      send({ name: 'cleaning', action: 'start' });
      run(robot, 1000);
      send({ name: 'sentry', on: true });
      expect(robot.telemetry()).toMatchObject({ cleaning: 'idle', sentry: true });
      send({ name: 'cleaning', action: 'start' });
      expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'SENTRY_MODE' });
      send({ name: 'cleaning', action: 'dock' });
      expect(acks.at(-1)).toMatchObject({ result: 'rejected', code: 'SENTRY_MODE' });
      send({ name: 'sentry', on: false });
      send({ name: 'cleaning', action: 'start' });
      expect(acks.at(-1)).toMatchObject({ result: 'ok' });
    });
  });
});

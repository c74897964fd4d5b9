import { describe, expect, it } from 'vitest';
import { FloorArea } from './floor-area.js';
import { Speeds, driveTowards, integratePose, type Mover } from './motion.js';

const mover = (over: Partial<Mover> = {}): Mover => ({
  pose: { x: 10, y: 10, yaw: 0 },
  velocity: { linear: 0, angular: 0 },
  speed: 'normal',
  ...over,
});

describe('driveTowards', () => {
  it('drives straight at cruise speed toward a point ahead, slower once close', () => {
    const far = mover();
    expect(driveTowards(far, { x: 20, y: 10 })).toBe(false);
    expect(far.velocity).toEqual({ linear: Speeds.cruise, angular: 0 });
    const near = mover();
    driveTowards(near, { x: 10.4, y: 10 });
    expect(near.velocity.linear).toBeCloseTo(0.4, 10);
  });

  it('turns on the spot, at most at the angular limit, when the point is well off its heading', () => {
    const robot = mover();
    driveTowards(robot, { x: 10, y: 20 });
    expect(robot.velocity).toEqual({ linear: 0, angular: Speeds.maxAngular });
  });

  it('scales both speeds in slow mode', () => {
    const robot = mover({ speed: 'slow' });
    driveTowards(robot, { x: 20, y: 10 });
    expect(robot.velocity.linear).toBeCloseTo(Speeds.cruise * Speeds.slowFactor, 10);
  });

  it('stops and reports arrival within 0.2 m', () => {
    const robot = mover({ velocity: { linear: 0.5, angular: 0.1 } });
    expect(driveTowards(robot, { x: 10.1, y: 10.1 })).toBe(true);
    expect(robot.velocity).toEqual({ linear: 0, angular: 0 });
  });
});

describe('integratePose', () => {
  it('turns first, then moves along the new heading', () => {
    const robot = mover({ velocity: { linear: 1, angular: Math.PI / 2 } });
    integratePose(robot, 1);
    expect(robot.pose.yaw).toBeCloseTo(Math.PI / 2, 10);
    expect(robot.pose.x).toBeCloseTo(10, 10);
    expect(robot.pose.y).toBeCloseTo(11, 10);
  });

  it('keeps the robot on the floor', () => {
    const robot = mover({ pose: { x: FloorArea.width - 1, y: 5, yaw: 0 }, velocity: { linear: 5, angular: 0 } });
    integratePose(robot, 1);
    expect(robot.pose.x).toBe(FloorArea.width - FloorArea.margin);
  });

  it('leaves a standing robot exactly where it is', () => {
    const robot = mover();
    const before = robot.pose;
    integratePose(robot, 1);
    expect(robot.pose).toBe(before);
  });
});

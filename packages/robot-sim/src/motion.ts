import type { TeleopSpeed } from '@fleetdeck/model';
import { DEFAULT_FLOOR_BOUNDS, FloorArea, clampToFloor, wrapAngle, type FloorBounds } from './floor-area.js';
import type { Point, Pose } from './robot-state.js';

/** Driving speeds in m/s and rad/s; slow mode scales them. */
export const Speeds = { maxLinear: 1.0, maxAngular: 1.5, cruise: 0.6, slowFactor: 0.3 } as const;

/** Closer than this to its target, the robot has arrived, m. */
const ARRIVAL_M = 0.2;

/** What driving needs of a robot: where it is, how fast it goes, and its speed setting. */
export interface Mover {
  pose: Pose;
  velocity: { linear: number; angular: number };
  speed: TeleopSpeed;
}

/** Limits `v` to ±`limit`. */
export function clampMagnitude(v: number, limit: number): number {
  return Math.max(-limit, Math.min(limit, v));
}

/** How much the speed setting scales driving. */
export function speedFactor(speed: TeleopSpeed): number {
  return speed === 'slow' ? Speeds.slowFactor : 1;
}

/** Sets velocity toward a point, turning on the spot first when it faces far off; true once it is there. */
export function driveTowards(robot: Mover, target: Point): boolean {
  const dx = target.x - robot.pose.x;
  const dy = target.y - robot.pose.y;
  const distance = Math.hypot(dx, dy);
  if (distance < ARRIVAL_M) {
    robot.velocity = { linear: 0, angular: 0 };
    return true;
  }
  const heading = wrapAngle(Math.atan2(dy, dx) - robot.pose.yaw);
  const factor = speedFactor(robot.speed);
  robot.velocity = {
    angular: clampMagnitude(heading * 2, Speeds.maxAngular) * factor,
    linear: Math.abs(heading) > 0.6 ? 0 : Math.min(Speeds.cruise, distance) * factor,
  };
  return false;
}

/** Moves the robot along its velocity for `dt` seconds, never off the floor (`bounds`: its world). */
export function integratePose(robot: Pick<Mover, 'pose' | 'velocity'>, dt: number, bounds: FloorBounds = DEFAULT_FLOOR_BOUNDS): void {
  const { linear, angular } = robot.velocity;
  if (linear === 0 && angular === 0) return;
  const yaw = wrapAngle(robot.pose.yaw + angular * dt);
  const moved = clampToFloor(robot.pose.x + Math.cos(yaw) * linear * dt, robot.pose.y + Math.sin(yaw) * linear * dt, bounds);
  robot.pose = { x: moved.x, y: moved.y, yaw };
}

/** A random point to drive to, away from the floor's edges. */
export function randomFloorPoint(random: () => number): Point {
  return { x: 2 + random() * (FloorArea.width - 4), y: 2 + random() * (FloorArea.height - 4) };
}

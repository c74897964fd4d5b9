import type { RobotLiveState } from '@fleetdeck/model';
import { selectionKey, type BuildingSelection } from './buildingSubscriptions.js';

/** Runs a callback before the next paint (requestAnimationFrame in a browser). */
export type FrameScheduler = (callback: () => void) => void;

interface Selection {
  version: number;
  robots: RobotLiveState[];
}

// Callers pass few distinct building sets; past this many the cache is simply dropped.
const MAX_CACHED_SELECTIONS = 32;

/**
 * Latest state per robot, keyed by serial number. The stream sends changes every 50 ms; the
 * store applies them at once but tells its listeners at most once per animation frame, and
 * hands out the same array for a building set until one of its robots changes, so a page
 * with thousands of robots re-renders once per frame and memoized rows stay put.
 */
export class LiveRobotStore {
  private readonly robots = new Map<string, RobotLiveState>();
  private readonly listeners = new Set<() => void>();
  private readonly selections = new Map<string, Selection>();
  private version = 0;
  private notifyPending = false;

  constructor(private readonly scheduleFrame: FrameScheduler) {}

  /** Applies a change set: each robot's newest state replaces its previous one. */
  upsert(robots: readonly RobotLiveState[]): void {
    if (robots.length === 0) return;
    for (const robot of robots) this.robots.set(robot.serialNo, robot);
    this.changed();
  }

  /** Replaces everything with a full snapshot (first `robots` message after a subscribe). */
  replace(robots: readonly RobotLiveState[]): void {
    this.robots.clear();
    for (const robot of robots) this.robots.set(robot.serialNo, robot);
    this.changed();
  }

  /** Forgets a robot that left building `buildingId` (deleted, or moved to a building it is no longer shown in). */
  remove(serialNo: string, buildingId: number): void {
    // A state from its new building may already be here (a page following both): that one stays.
    if (this.robots.get(serialNo)?.buildingId !== buildingId) return;
    this.robots.delete(serialNo);
    this.changed();
  }

  /** Forgets robots outside the given buildings (after the subscription narrowed). */
  keepBuildings(buildingIds: readonly number[]): void {
    const keep = new Set(buildingIds);
    let removed = false;
    for (const [serialNo, robot] of this.robots) {
      if (!keep.has(robot.buildingId)) {
        this.robots.delete(serialNo);
        removed = true;
      }
    }
    if (removed) this.changed();
  }

  /** Forgets every robot. */
  clear(): void {
    if (this.robots.size === 0) return;
    this.robots.clear();
    this.changed();
  }

  /** The latest state of one robot. */
  get(serialNo: string): RobotLiveState | undefined {
    return this.robots.get(serialNo);
  }

  /** Robots of the given buildings (null: all held); the same array until one of them changes. */
  select(buildingIds: BuildingSelection): RobotLiveState[] {
    const key = selectionKey(buildingIds);
    const cached = this.selections.get(key);
    if (cached && cached.version === this.version) return cached.robots;
    const wanted = buildingIds === null ? null : new Set(buildingIds);
    const robots: RobotLiveState[] = [];
    for (const robot of this.robots.values()) if (!wanted || wanted.has(robot.buildingId)) robots.push(robot);
    const stable = cached && sameItems(cached.robots, robots) ? cached.robots : robots;
    if (!cached && this.selections.size >= MAX_CACHED_SELECTIONS) this.selections.clear();
    this.selections.set(key, { version: this.version, robots: stable });
    return stable;
  }

  /** Number of robots held. */
  get size(): number {
    return this.robots.size;
  }

  /** Calls `listener` (at most once per frame) after changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private changed(): void {
    this.version += 1;
    if (this.notifyPending) return;
    this.notifyPending = true;
    this.scheduleFrame(() => {
      this.notifyPending = false;
      for (const listener of [...this.listeners]) listener();
    });
  }
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

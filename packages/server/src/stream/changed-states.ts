import { liveStateJson, type LiveRobot } from '../gateway/live-robots.js';

/**
 * The robots changed since the last stream tick, by building. Browsers that follow the same
 * buildings get one shared message per tick, serialized and encoded once: with thousands of robots
 * and a hundred browsers, building each browser's own message was the stream's main cost.
 */
export class ChangedStates {
  private changed = new Map<number, Set<LiveRobot>>();

  /** A robot's state changed (it is in its building's next message, once however often it changed). */
  add(robot: LiveRobot): void {
    const buildingId = robot.meta.buildingId;
    let robots = this.changed.get(buildingId);
    if (!robots) this.changed.set(buildingId, (robots = new Set()));
    robots.add(robot);
  }

  /** A robot was removed from a building: a state waiting for the tick would bring it back. */
  remove(robot: LiveRobot, buildingId: number): void {
    this.changed.get(buildingId)?.delete(robot);
  }

  /** This tick's changes; the next tick starts empty. */
  take(): TickStates {
    const taken = this.changed;
    this.changed = new Map();
    return new TickStates(taken);
  }
}

/** One tick's changed robots, and the robots messages made of them, each made once per set of buildings. */
export class TickStates {
  private readonly fragments = new Map<number, string>();
  private readonly messages = new Map<string, Buffer | null>();

  constructor(private readonly changed: ReadonlyMap<number, ReadonlySet<LiveRobot>>) {}

  /** The changed robots of these buildings. */
  *robotsOf(buildingIds: Iterable<number>): Iterable<LiveRobot> {
    for (const id of buildingIds) yield* this.changed.get(id) ?? [];
  }

  /**
   * The robots message for browsers following `buildingIds` (`key` names that set), as UTF-8 for
   * ws to send as a text frame; null when none of their robots changed. Every browser with the
   * same key gets the same Buffer.
   */
  message(key: string, buildingIds: Iterable<number>): Buffer | null {
    const made = this.messages.get(key);
    if (made !== undefined) return made;
    const parts: string[] = [];
    for (const id of buildingIds) {
      const fragment = this.fragment(id);
      if (fragment) parts.push(fragment);
    }
    const message = parts.length === 0 ? null : Buffer.from(robotsMessage(parts));
    this.messages.set(key, message);
    return message;
  }

  private fragment(buildingId: number): string {
    let fragment = this.fragments.get(buildingId);
    if (fragment === undefined) {
      const parts: string[] = [];
      for (const robot of this.changed.get(buildingId) ?? []) parts.push(liveStateJson(robot));
      fragment = parts.join(',');
      this.fragments.set(buildingId, fragment);
    }
    return fragment;
  }
}

/** The key of a set of buildings: browsers following the same set share their tick's message. */
export function buildingsKey(buildingIds: Iterable<number>): string {
  return [...buildingIds].sort((a, b) => a - b).join(',');
}

/** The stream's robots message around already serialized states (see StreamServerMessage 'robots'). */
export function robotsMessage(states: readonly string[]): string {
  return `{"type":"robots","robots":[${states.join(',')}]}`;
}

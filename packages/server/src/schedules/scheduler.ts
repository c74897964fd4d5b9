import { flowRoute, SCHEDULE_GRACE_MS, type RobotCommand, type ScheduleReason } from '@fleetdeck/model';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { looseDb } from '../resources/resource-context.js';
import type { RobotGateway } from '../gateway/gateway-server.js';
import type { LiveRobot, LiveRobots } from '../gateway/live-robots.js';
import { refusalBeforeStart, refusalReason } from './flow-outcome.js';
import { occurrencesBetween, type Occurrence } from './occurrences.js';
import { claimKey, claimOccurrences, runningRuns, type ClaimedRun, type OccurrenceClaim } from './schedule-log-writer.js';
import { ScheduleLogUpdates } from './schedule-log-updates.js';
import { allEntries, type StoredEntry } from './schedule-store.js';
import { followFlow, type WatchedFlow } from './run-watch.js';

const HOUR_MS = 60 * 60 * 1000;
/** How far back a start looks for occurrences missed while no server ran. */
const LOOKBACK_MS = 24 * HOUR_MS;
/** How far ahead the next wake-up is looked for; beyond it the scheduler wakes to look again. */
const LOOKAHEAD_MS = 8 * 24 * HOUR_MS;
/**
 * Longest sleep: entries written through another server process are seen this late at worst (one
 * written here replans at once). Claims, not timing, keep two processes from both dispatching.
 */
const MAX_SLEEP_MS = 5 * 60 * 1000;

/**
 * How long before a start the scheduler wakes to work out that start's occurrences, so at the start
 * itself only claiming and sending remain. Long enough for a plan of thousands of entries on a
 * loaded machine (about 0.1 s on a quiet one).
 */
const PREPARE_MS = 2000;

/** How soon occurrences whose claim failed (the store was unreachable) are tried again. */
const CLAIM_RETRY_MS = 1000;

/** What starting a flow needs: its name (logged) and the command sent to the robot. */
interface FlowStart {
  name: string;
  start: Extract<RobotCommand, { name: 'flow' }>;
}

/** A run the scheduler started and follows until it ends. */
interface ActiveRun extends ClaimedRun {
  watched: WatchedFlow;
  endTimer: ReturnType<typeof setTimeout>;
}

/** An occurrence whose robot was offline at its start: it waits for the robot within the grace window. */
interface WaitingRun extends ClaimedRun {
  flowName: string;
  command: RobotCommand;
  giveUp?: ReturnType<typeof setTimeout>;
}

/**
 * Starts each schedule occurrence's flow at its start through the gateway, once: a timer wakes at
 * the next occurrence, claims it in the log (a unique key, so across restarts and processes only
 * one claim wins) and sends the flow command; then it follows the robot's telemetry to log the
 * outcome. An occurrence found up to SCHEDULE_GRACE_MS late (a restart) still starts; older ones
 * missed while no server ran are logged `unknown`.
 */
export class Scheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private planning: Promise<void> | null = null;
  private replanWanted = false;
  private stopped = true;
  /** Occurrences this process has handled (`id@start`), so a wake does not try them again. */
  private readonly handled = new Map<string, number>();
  /** The next start's occurrences, worked out PREPARE_MS ahead by a plan that began after `writes` entry writes. */
  private prepared: { at: number; writes: number; due: OccurrenceClaim[] } | null = null;
  /** Entry writes heard (replan calls): a prepared start from before the latest write is stale. */
  private writes = 0;
  private readonly active = new Map<number, ActiveRun>();
  /**
   * The same runs by robot: every telemetry report of every robot asks for its robot's runs, so a
   * scan of all runs there would cost robots × runs a second with thousands of each.
   */
  private readonly activeOf = new Map<number, Set<ActiveRun>>();
  private readonly waiting = new Map<number, WaitingRun[]>();
  private unsubscribe: (() => void) | null = null;
  /** Flows read during the current plan (cleared when a plan reads the entries, so an edited flow is read again; a prepared start uses those of the plan that prepared it). */
  private readonly flows = new Map<number, Promise<FlowStart | undefined>>();
  private readonly firedListeners = new Set<(entry: StoredEntry, occurrence: Occurrence) => void>();
  private readonly logUpdates: ScheduleLogUpdates;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly robots: LiveRobots,
    private readonly gateway: RobotGateway,
    private readonly log: FastifyBaseLogger,
    /** The clock; only unit tests pass another. */
    private readonly now: () => number = Date.now,
  ) {
    this.logUpdates = new ScheduleLogUpdates(db);
  }

  /** Subscribes to occurrences this process claimed to dispatch (trigger rules on schedule events); answers the unsubscribe function. */
  onFired(listener: (entry: StoredEntry, occurrence: Occurrence) => void): () => void {
    this.firedListeners.add(listener);
    return () => this.firedListeners.delete(listener);
  }

  /** Picks up runs left `running` by an earlier process, then plans. */
  async start(): Promise<void> {
    this.stopped = false;
    this.unsubscribe = this.robots.onChange((robot) => this.robotChanged(robot));
    for (const run of await runningRuns(this.db)) this.follow(run, false);
    this.replan();
  }

  /** Stops the timers; runs in progress stay `running` in the log for the next process to follow. */
  stop(): void {
    this.stopped = true;
    this.prepared = null;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    for (const run of this.active.values()) clearTimeout(run.endTimer);
    for (const list of this.waiting.values()) for (const run of list) if (run.giveUp) clearTimeout(run.giveUp);
    this.active.clear();
    this.activeOf.clear();
    this.waiting.clear();
  }

  /** Plans again now (an entry was written); calls during a plan fold into one more. */
  replan(): void {
    this.writes++;
    this.planAgain();
  }

  private planAgain(): void {
    if (this.stopped) return;
    if (this.planning) {
      this.replanWanted = true;
      return;
    }
    this.planning = this.plan()
      .catch((err: unknown) => this.log.error({ err }, 'schedule planning failed'))
      .finally(() => {
        this.planning = null;
        if (this.replanWanted) {
          this.replanWanted = false;
          this.planAgain();
        } else if (!this.timer && !this.stopped) {
          this.sleep(MAX_SLEEP_MS);
        }
      });
  }

  /** Resolves when the current planning (if any) has finished; for tests. */
  async idle(): Promise<void> {
    while (this.planning) await this.planning;
    await this.logUpdates.drained();
  }

  private sleep(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.planAgain();
    }, Math.max(0, Math.min(ms, MAX_SLEEP_MS)));
    this.timer.unref();
  }

  private async plan(): Promise<void> {
    const now = this.now();
    // Worked out just before their start by the previous plan: at the start only the claim and the
    // commands remain (reading every entry and expanding its rule took a fifth of the 5,000-at-once
    // delay). Dropped when an entry was written since.
    const prepared = this.prepared?.writes === this.writes ? this.prepared : null;
    // Node's timers count from the event loop's cached time, so one set at the end of a long plan can
    // fire that much early: sleep the rest rather than plan again.
    if (prepared && prepared.at > now) return this.sleep(prepared.at - now);
    this.prepared = null;
    if (prepared) await this.fire(prepared.due, now);
    const writes = this.writes;
    this.flows.clear();
    const entries = await allEntries(this.db);
    let next = Number.POSITIVE_INFINITY;
    const due: OccurrenceClaim[] = [];
    const soon: OccurrenceClaim[] = [];
    for (const entry of entries) {
      // Occurrences before the entry's last write were not planned when they passed.
      const since = Math.max(now - LOOKBACK_MS, Date.parse(entry.updatedAt));
      for (const occurrence of occurrencesBetween(entry, entry.timeZone, since, now + LOOKAHEAD_MS)) {
        if (occurrence.start < since) continue;
        if (occurrence.start > now) {
          next = Math.min(next, occurrence.start);
          if (occurrence.start <= now + PREPARE_MS) soon.push({ entry, occurrence });
          break;
        }
        if (!this.handled.has(`${entry.id}@${occurrence.start}`)) due.push({ entry, occurrence });
      }
    }
    if (!(await this.fire(due, now))) return;
    for (const [key, start] of this.handled) if (start < now - LOOKBACK_MS - HOUR_MS) this.handled.delete(key);
    if (this.stopped) return;
    if (next === Number.POSITIVE_INFINITY) return this.sleep(MAX_SLEEP_MS);
    const wait = next - this.now();
    if (wait > PREPARE_MS) return this.sleep(wait - PREPARE_MS);
    this.prepared = { at: next, writes, due: soon.filter(({ occurrence }) => occurrence.start === next) };
    this.sleep(wait);
  }

  /**
   * Claims the due occurrences this process has not handled, all in one transaction, then sends every
   * won occurrence's flow command at once. One found too late (a restart) is logged `unknown`, never
   * started. Answers false when the claim failed (then a plan comes again in CLAIM_RETRY_MS).
   */
  private async fire(found: readonly OccurrenceClaim[], now: number): Promise<boolean> {
    const due: OccurrenceClaim[] = [];
    for (const { entry, occurrence } of found) {
      const key = `${entry.id}@${occurrence.start}`;
      if (this.handled.has(key)) continue;
      this.handled.set(key, occurrence.start);
      const late = now - occurrence.start > SCHEDULE_GRACE_MS || now >= occurrence.end;
      due.push(late ? { entry, occurrence, settled: { result: 'unknown', reason: 'serverDown' } } : { entry, occurrence });
    }
    if (due.length === 0) return true;
    // In one order in every process, so two claiming the same rows wait on each other, never deadlock.
    due.sort((a, b) => a.entry.id - b.entry.id || a.occurrence.start - b.occurrence.start);
    let won: Map<string, number>;
    try {
      won = await claimOccurrences(this.db, due);
    } catch (err) {
      // Nothing was claimed (the transaction rolled back): tried again at the next plan, soon.
      for (const { entry, occurrence } of due) this.handled.delete(`${entry.id}@${occurrence.start}`);
      this.log.error({ err }, 'schedule occurrences not claimed; trying again');
      if (!this.stopped) this.sleep(CLAIM_RETRY_MS);
      return false;
    }
    const dispatches: Array<Promise<void>> = [];
    const handedOver: Array<Promise<void>> = [];
    const fired: OccurrenceClaim[] = [];
    for (const claim of due) {
      const { entry, occurrence, settled } = claim;
      const logId = settled ? undefined : won.get(claimKey(entry.id, new Date(occurrence.start).toISOString()));
      if (logId === undefined) continue;
      fired.push(claim);
      const run: ClaimedRun = { logId, entry, start: occurrence.start, end: occurrence.end };
      let handed!: () => void;
      handedOver.push(new Promise<void>((resolve) => (handed = resolve)));
      dispatches.push(this.dispatch(run, handed).catch((err: unknown) => this.log.error({ err }, 'schedule dispatch failed')).finally(handed));
    }
    // Told once every command is on its way (not acknowledged): a listener's store reads (trigger
    // rules, one query per occurrence) queued before the commands held 5,000 of them back by a second.
    await Promise.all(handedOver);
    for (const { entry, occurrence } of fired) for (const listener of this.firedListeners) listener(entry, occurrence);
    await Promise.all(dispatches);
    return true;
  }

  /** Starts the run's flow on its robot; `handed` is called once the command is on its way (or the run settled or waits). */
  private async dispatch(run: ClaimedRun, handed: () => void): Promise<void> {
    const robot = this.robots.byRobotId(run.entry.robotId);
    if (!robot) return this.settle(run, 'fail', 'robotMissing');
    const flow = await this.flowOf(run.entry.flowId);
    if (!flow) return this.settle(run, 'fail', 'flowMissing');
    const command: RobotCommand = { ...flow.start };
    if (!this.reachable(robot)) {
      this.waitForRobot({ ...run, flowName: flow.name, command });
      return;
    }
    await this.send(run, robot, command, handed);
  }

  /**
   * Whether a command can reach the robot now: connected here, or online on another process of a
   * cluster (the gateway routes the command there). The process that won an occurrence's claim is
   * not always the one holding its robot.
   */
  private reachable(robot: LiveRobot): boolean {
    return this.gateway.isConnected(robot.meta.id) || robot.connection === 'online';
  }

  /** A flow's name and start command, read and parsed once per plan however many occurrences start it. */
  private flowOf(flowId: number): Promise<FlowStart | undefined> {
    let flow = this.flows.get(flowId);
    if (!flow) {
      flow = looseDb(this.db).selectFrom('flows').select(['name', 'definition']).where('id', '=', flowId).executeTakeFirst().then((row) => {
        if (!row) return undefined;
        const name = String(row.name);
        const route = flowRoute(String(row.definition));
        return { name, start: { name: 'flow', action: 'start', flowId, flowName: name.slice(0, 64), ...(route.kind === 'route' ? { waypoints: route.waypoints } : {}) } };
      });
      this.flows.set(flowId, flow);
    }
    return flow;
  }

  private async send(run: ClaimedRun, robot: LiveRobot, command: RobotCommand, handed: () => void = () => undefined): Promise<void> {
    const before = refusalBeforeStart(robot.telemetry);
    if (before) return this.settle(run, 'fail', before);
    if (robot.telemetry?.currentFlow && run.entry.priority) await this.preempt(robot);
    const acknowledged = this.gateway.command(robot.meta.id, command);
    handed();
    const outcome = await acknowledged;
    if (outcome.result !== 'ok') return this.settle(run, 'fail', refusalReason(outcome));
    await this.logUpdates.write(run.logId, { result: 'running', startedAt: new Date(this.now()).toISOString() });
    this.follow(run, true);
  }

  /** A priority entry stops what the robot runs unless that is another priority entry's flow. */
  private async preempt(robot: LiveRobot): Promise<void> {
    const current = [...(this.activeOf.get(robot.meta.id) ?? [])][0];
    if (current?.entry.priority) return;
    // Taken off the watch first, so the stop is logged as the preemption, not as a stop by someone.
    if (current) this.unwatch(current);
    await this.gateway.command(robot.meta.id, { name: 'flow', action: 'stop' });
    if (current) await this.settle(current, 'cancel', 'preempted');
  }

  private waitForRobot(run: WaitingRun): void {
    const deadline = Math.min(run.start + SCHEDULE_GRACE_MS, run.end);
    run.giveUp = setTimeout(() => {
      const list = this.waiting.get(run.entry.robotId) ?? [];
      this.waiting.set(run.entry.robotId, list.filter((other) => other !== run));
      void this.settle(run, 'fail', 'robotOffline');
    }, Math.max(0, deadline - this.now()));
    run.giveUp.unref();
    this.waiting.set(run.entry.robotId, [...(this.waiting.get(run.entry.robotId) ?? []), run]);
  }

  private follow(run: ClaimedRun, started: boolean): void {
    const endTimer = setTimeout(() => void this.pastEnd(run.logId), Math.max(0, run.end - this.now()));
    endTimer.unref();
    const watched: WatchedFlow = { flowId: run.entry.flowId, seen: false, step: 0, steps: 0 };
    const active: ActiveRun = { ...run, watched, endTimer };
    this.active.set(run.logId, active);
    const ofRobot = this.activeOf.get(run.entry.robotId);
    if (ofRobot) ofRobot.add(active);
    else this.activeOf.set(run.entry.robotId, new Set([active]));
    if (started) this.robotChanged(this.robots.byRobotId(run.entry.robotId));
  }

  private robotChanged(robot: LiveRobot | undefined): void {
    if (!robot) return;
    const waiting = this.waiting.get(robot.meta.id);
    if (waiting && waiting.length > 0 && this.reachable(robot)) {
      this.waiting.delete(robot.meta.id);
      for (const run of waiting) {
        if (run.giveUp) clearTimeout(run.giveUp);
        void this.send(run, robot, run.command).catch((err: unknown) => this.log.error({ err }, 'schedule dispatch failed'));
      }
    }
    const runs = this.activeOf.get(robot.meta.id);
    if (!runs) return;
    for (const run of [...runs]) {
      const state = followFlow(run.watched, robot.telemetry);
      if (state === 'done') void this.finish(run, 'done', null);
      else if (state === 'stopped') void this.finish(run, 'cancel', 'stopped');
    }
  }

  /** At the entry's end: a flow still running is stopped and cancelled; one never seen since a restart is unknown. */
  private async pastEnd(logId: number): Promise<void> {
    const run = this.active.get(logId);
    if (!run) return;
    if (!run.watched.seen) return this.finish(run, 'unknown', 'serverDown');
    this.unwatch(run);
    await this.gateway.command(run.entry.robotId, { name: 'flow', action: 'stop' });
    await this.settle(run, 'cancel', 'pastEnd');
  }

  /** Stops following a run; answers whether it was still followed. */
  private unwatch(run: ActiveRun): boolean {
    clearTimeout(run.endTimer);
    const ofRobot = this.activeOf.get(run.entry.robotId);
    ofRobot?.delete(run);
    if (ofRobot?.size === 0) this.activeOf.delete(run.entry.robotId);
    return this.active.delete(run.logId);
  }

  private async finish(run: ActiveRun, result: 'done' | 'cancel' | 'unknown', reason: ScheduleReason | null): Promise<void> {
    if (this.unwatch(run)) await this.settle(run, result, reason);
  }

  private async settle(run: ClaimedRun, result: 'done' | 'fail' | 'cancel' | 'unknown', reason: ScheduleReason | null): Promise<void> {
    try {
      await this.logUpdates.write(run.logId, { result, reason, finishedAt: new Date(this.now()).toISOString() });
    } catch (err) {
      this.log.error({ err, logId: run.logId }, 'could not write the schedule log');
    }
  }
}

import type { Kysely } from 'kysely';
import type { RobotEventRecord } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import type { LiveRobot } from './live-robots.js';
import { connectionBefore, lockConnectionLogs } from './connection-log.js';
import './robot-tables.js';

/** How often buffered writes are flushed, and how often a robot's state is sampled for its activity. */
export const PersistTiming = { flushMs: 1000, sampleEveryMs: 60_000, maxRowsPerTransaction: 200 } as const;

/** An event as stored: a robot's own, or one the gateway notes (kind `connection`, code online/offline; kind `floor`). */
export type StoredEvent = RobotEventRecord | { ts: number; kind: 'connection'; code: 'online' | 'offline'; level: 0 };

interface PendingEvent {
  robotId: number;
  at: string;
  event: StoredEvent;
}

interface PendingTouch {
  lastCommunicationAt: string;
  batteryPercent: number | null;
}

/**
 * Buffers what the gateway learns and writes it in batches: a fleet of thousands reporting every
 * second must cost one transaction per second, not one per message. Last communication and battery
 * are written on connect and disconnect and then once a minute per robot (the live value is in
 * memory and on the stream); events are written within a second; samples once a minute.
 */
export class RobotPersistence {
  private events: PendingEvent[] = [];
  private touches = new Map<number, PendingTouch>();
  private samples: LiveRobot[] = [];
  private readonly lastWritten = new Map<number, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> | null = null;

  /** `isRegistered` tells whether a robot still exists; rows of one that does not are dropped. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly isRegistered: (robotId: number) => boolean = () => true,
  ) {}

  /** Starts the periodic flush. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), PersistTiming.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is buffered. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Records an event for storage. */
  event(robot: LiveRobot, event: StoredEvent, at: number): void {
    this.events.push({ robotId: robot.meta.id, at: new Date(at).toISOString(), event });
  }

  /** Notes a message from a robot; written at once on a connection change, else at most once a minute. */
  touch(robot: LiveRobot, now: number, force = false): void {
    const last = this.lastWritten.get(robot.meta.id) ?? 0;
    if (!force && now - last < PersistTiming.sampleEveryMs) return;
    // A random phase spreads the minute's writes: a fleet that connected together must not write together.
    this.lastWritten.set(robot.meta.id, force ? now - Math.random() * PersistTiming.sampleEveryMs : now);
    this.touches.set(robot.meta.id, {
      lastCommunicationAt: new Date(robot.lastCommunicationAt ?? now).toISOString(),
      batteryPercent: robot.telemetry?.battery.percent ?? null,
    });
    this.samples.push(robot);
  }

  /** Writes everything buffered; concurrent calls share one flush. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    // Rows of a robot deleted since they were buffered (its offline event comes after the delete)
    // would fail their foreign key: they are dropped here, not written.
    const events = this.events.filter((e) => this.isRegistered(e.robotId));
    const touches = [...this.touches].filter(([id]) => this.isRegistered(id));
    const samples = this.samples.filter((robot) => this.isRegistered(robot.meta.id)).map((robot) => sampleRow(robot));
    for (const id of this.touches.keys()) if (!this.isRegistered(id)) this.lastWritten.delete(id);
    this.events = [];
    this.touches = new Map();
    this.samples = [];
    if (events.length === 0 && touches.length === 0 && samples.length === 0) return;
    let failure: unknown = null;
    // Chunks keep each transaction short, so HTTP requests waiting for the database are not held up.
    for (let i = 0; i < Math.max(events.length, touches.length, samples.length); i += PersistTiming.maxRowsPerTransaction) {
      const end = i + PersistTiming.maxRowsPerTransaction;
      const chunk: Chunk = { events: events.slice(i, end), touches: touches.slice(i, end), samples: samples.slice(i, end) };
      try {
        await this.writeChunk(chunk);
      } catch (error) {
        if (!isForeignKeyError(error)) failure ??= error;
        // A robot deleted between the check above and this write: its rows alone are dropped.
        else await this.writeChunk(await this.withoutVanishedRobots(chunk)).catch((again: unknown) => (failure ??= again));
      }
      // SQLite calls are synchronous: between chunks, let sockets and requests run.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    // The other chunks were written first: one bad chunk must not cost the rest of the fleet's data.
    if (failure) throw failure;
  }

  private async writeChunk({ events, touches, samples }: Chunk): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const eventRows = events.map(({ robotId, at, event }) => ({
        robot_id: robotId,
        at,
        robot_ts: event.ts,
        kind: event.kind,
        code: String(event.code),
        level: event.level,
        active: 'active' in event ? (event.active ? 1 : 0) : null,
        message: 'message' in event ? (event.message ?? null) : null,
        data: 'data' in event && event.data ? JSON.stringify(event.data) : null,
      }));
      // An "offline" follows its robot's "online": the other rows go in first, so one in this chunk is seen.
      const isOffline = (e: PendingEvent) => e.event.kind === 'connection' && e.event.code === 'offline';
      const offline = events.filter(isOffline);
      const others = eventRows.filter((_, i) => !isOffline(events[i]!));
      if (others.length > 0) await trx.insertInto('robot_events').values(others).execute();
      if (offline.length > 0) {
        await lockConnectionLogs(trx, offline.map((e) => e.robotId));
        const kept = [];
        for (const [i, e] of events.entries()) {
          if (!isOffline(e)) continue;
          // One "offline" per disconnection across the cluster: a survivor may have written it for
          // this robot while this process, shutting down, still held it (cluster/vanished-holder.ts).
          if ((await connectionBefore(trx, e.robotId, e.at))?.code === 'offline') continue;
          kept.push(eventRows[i]!);
        }
        if (kept.length > 0) await trx.insertInto('robot_events').values(kept).execute();
      }
      if (samples.length > 0) await trx.insertInto('robot_samples').values(samples).execute();
      for (const [id, touch] of touches) {
        await trx
          .updateTable('robots')
          .set({ last_communication_at: touch.lastCommunicationAt, battery_percent: touch.batteryPercent })
          .where('id', '=', id)
          .execute();
      }
    });
  }

  private async withoutVanishedRobots(chunk: Chunk): Promise<Chunk> {
    const ids = [...new Set([...chunk.events.map((e) => e.robotId), ...chunk.samples.map((s) => s.robot_id)])];
    const rows = ids.length === 0 ? [] : await this.db.selectFrom('robots').select('id').where('id', 'in', ids).execute();
    const exists = new Set(rows.map((r) => r.id));
    return {
      events: chunk.events.filter((e) => exists.has(e.robotId)),
      touches: chunk.touches,
      samples: chunk.samples.filter((s) => exists.has(s.robot_id)),
    };
  }
}

type SampleRow = ReturnType<typeof sampleRow>;

interface Chunk {
  events: PendingEvent[];
  touches: Array<[number, PendingTouch]>;
  samples: SampleRow[];
}

/** A robot_samples row of the robot's state now (or at `at`, ISO). */
export function sampleRow(robot: LiveRobot, at = new Date().toISOString()) {
  const t = robot.telemetry;
  return {
    robot_id: robot.meta.id,
    at,
    connection: robot.connection,
    status: t?.status ?? null,
    battery_percent: t?.battery.percent ?? null,
    battery_state: t?.battery.state ?? null,
    floor_id: t?.floorId ?? null,
    x: t?.pose.x ?? null,
    y: t?.pose.y ?? null,
    // Forwards or backwards alike: the chart shows how fast, not which way.
    speed: t ? Math.abs(t.velocity.linear) : null,
  };
}

function isForeignKeyError(error: unknown): boolean {
  return error instanceof Error && /FOREIGN KEY/i.test(error.message);
}

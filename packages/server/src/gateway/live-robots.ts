import type { Kysely } from 'kysely';
import type { LiveTelemetry, RobotEventRecord, RobotLiveState, RobotStatus } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import './robot-tables.js';

/** What the gateway and the stream need to know about a registered robot. */
export interface RobotMeta {
  id: number;
  serialNo: string;
  name: string;
  model: string;
  organizationId: number;
  buildingId: number;
  initialFloorId: number;
  /** The §4 status an administrator registered; browsers combine it with what the robot reports. */
  status: RobotStatus;
  credentialHash: string | null;
}

/** One robot's registration and its latest live state. */
export interface LiveRobot {
  meta: RobotMeta;
  connection: 'online' | 'offline';
  /** Server clock of the last message, ms. */
  lastCommunicationAt: number | null;
  telemetry: LiveTelemetry | null;
  /** Cached JSON of `state()`; cleared on every change so each change is serialized once for all browsers. */
  json: string | null;
}

type ChangeListener = (robot: LiveRobot) => void;
type EventListener = (robot: LiveRobot, event: RobotEventRecord) => void;
/** `robot` left building `buildingId`: it was deleted, or moved to another building. */
type RemoveListener = (robot: LiveRobot, buildingId: number) => void;
/** A robot's registration was read again: `before` and `after` are its registrations (undefined: none). */
type RefreshListener = (id: number, before: RobotMeta | undefined, after: RobotMeta | undefined, fromPeer: boolean) => void;

/** The in-memory registry of every robot: registrations from the database, live state from the gateway. */
export class LiveRobots {
  private readonly bySerial = new Map<string, LiveRobot>();
  private readonly byId = new Map<number, LiveRobot>();
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly eventListeners = new Set<EventListener>();
  private readonly removeListeners = new Set<RemoveListener>();
  private readonly refreshListeners = new Set<RefreshListener>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Loads every registered robot. */
  async load(): Promise<void> {
    const rows = await this.selectMeta().execute();
    for (const row of rows) this.put(toMeta(row), row.last_communication_at);
  }

  /**
   * Re-reads one robot after it was created, changed or deleted through the API; `fromPeer`: the
   * change was made through another process of the cluster (cluster/robot-registry-sync.ts).
   */
  async refresh(id: number, options: { fromPeer?: boolean } = {}): Promise<void> {
    const before = this.byId.get(id)?.meta;
    await this.reread(id);
    const after = this.byId.get(id)?.meta;
    for (const l of this.refreshListeners) l(id, before, after, options.fromPeer ?? false);
  }

  /**
   * Reads a robot the registry does not hold by serial number (registered through another process
   * a moment ago); answers it when the database has it.
   */
  async findBySerialNo(serialNo: string): Promise<LiveRobot | undefined> {
    const row = await this.selectMeta().where('robots.serial_no', '=', serialNo).executeTakeFirst();
    if (row) await this.refresh(row.id, { fromPeer: true });
    return this.bySerial.get(serialNo);
  }

  private async reread(id: number): Promise<void> {
    const row = await this.selectMeta().where('robots.id', '=', id).executeTakeFirst();
    const existing = this.byId.get(id);
    if (!row) {
      if (existing) {
        this.byId.delete(id);
        this.bySerial.delete(existing.meta.serialNo);
        for (const l of this.removeListeners) l(existing, existing.meta.buildingId);
      }
      return;
    }
    const meta = toMeta(row);
    if (existing && existing.meta.serialNo !== meta.serialNo) this.bySerial.delete(existing.meta.serialNo);
    // Told before the change, so followers of the old building forget it before the new building's learn of it.
    if (existing && existing.meta.buildingId !== meta.buildingId) {
      for (const l of this.removeListeners) l(existing, existing.meta.buildingId);
    }
    const robot = this.put(meta, row.last_communication_at);
    this.changed(robot);
  }

  /** The robot with a serial number. */
  bySerialNo(serialNo: string): LiveRobot | undefined {
    return this.bySerial.get(serialNo);
  }

  /** The robot with an id. */
  byRobotId(id: number): LiveRobot | undefined {
    return this.byId.get(id);
  }

  /** Every robot. */
  all(): IterableIterator<LiveRobot> {
    return this.byId.values();
  }

  /** Number of robots online. */
  onlineCount(): number {
    let n = 0;
    for (const r of this.byId.values()) if (r.connection === 'online') n++;
    return n;
  }

  /** Marks a robot changed: its cached JSON is dropped and listeners (the stream) are told. */
  changed(robot: LiveRobot): void {
    robot.json = null;
    for (const l of this.changeListeners) l(robot);
  }

  /** Passes an event to listeners. */
  emitEvent(robot: LiveRobot, event: RobotEventRecord): void {
    for (const l of this.eventListeners) l(robot, event);
  }

  /** Subscribes to state changes; answers the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Subscribes to events; answers the unsubscribe function. */
  onEvent(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Subscribes to registrations read again (refresh); answers the unsubscribe function. */
  onRefresh(listener: RefreshListener): () => void {
    this.refreshListeners.add(listener);
    return () => this.refreshListeners.delete(listener);
  }

  /** Subscribes to robots leaving a building (deleted or moved); answers the unsubscribe function. */
  onRemove(listener: RemoveListener): () => void {
    this.removeListeners.add(listener);
    return () => this.removeListeners.delete(listener);
  }

  private put(meta: RobotMeta, lastCommunicationAt: string | null): LiveRobot {
    const existing = this.byId.get(meta.id);
    if (existing) {
      existing.meta = meta;
      this.bySerial.set(meta.serialNo, existing);
      return existing;
    }
    const robot: LiveRobot = {
      meta,
      connection: 'offline',
      lastCommunicationAt: lastCommunicationAt ? Date.parse(lastCommunicationAt) : null,
      telemetry: null,
      json: null,
    };
    this.byId.set(meta.id, robot);
    this.bySerial.set(meta.serialNo, robot);
    return robot;
  }

  private selectMeta() {
    return this.db
      .selectFrom('robots')
      .leftJoin('robot_credentials', 'robot_credentials.robot_id', 'robots.id')
      .select([
        'robots.id',
        'robots.serial_no',
        'robots.name',
        'robots.model',
        'robots.organization_id',
        'robots.building_id',
        'robots.initial_floor_id',
        'robots.status',
        'robots.last_communication_at',
        'robot_credentials.credential_hash',
      ]);
  }
}

function toMeta(row: {
  id: number;
  serial_no: string;
  name: string;
  model: string;
  organization_id: number;
  building_id: number;
  initial_floor_id: number;
  status: number;
  credential_hash: string | null;
}): RobotMeta {
  return {
    id: row.id,
    serialNo: row.serial_no,
    name: row.name,
    model: row.model,
    organizationId: row.organization_id,
    buildingId: row.building_id,
    initialFloorId: row.initial_floor_id,
    status: row.status as RobotStatus,
    credentialHash: row.credential_hash,
  };
}

/** A robot's state as browsers receive it. */
export function liveState(robot: LiveRobot): RobotLiveState {
  return {
    robotId: robot.meta.id,
    serialNo: robot.meta.serialNo,
    name: robot.meta.name,
    model: robot.meta.model,
    buildingId: robot.meta.buildingId,
    registeredStatus: robot.meta.status,
    connection: robot.connection,
    lastCommunicationAt: robot.lastCommunicationAt,
    telemetry: robot.telemetry,
  };
}

/** The cached JSON of a robot's live state. */
export function liveStateJson(robot: LiveRobot): string {
  robot.json ??= JSON.stringify(liveState(robot));
  return robot.json;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CameraId, GeneralStatus, ReportDetailType, ReportHeaderType, ReportResult, type CameraFrame, type EventMessage, type InspectionMessage,
  type LiveTelemetry, type RobotCommand, type ThresholdCondition,
} from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import type { LiveRobot } from '../gateway/live-robots.js';
import type { LooseDb } from '../resources/resource-types.js';
import type { FileStorage } from '../storage/file-storage.js';
import { matchesSignature } from '../storage/file-signature.js';
import { storeFile } from '../storage/file-store.js';
import type { MeterReading } from '../meters/meter-reading.js';
import type { Notifier } from '../notify/notifier.js';
import { queueNotifications, type LeveledEvent } from '../notify/queue-notification.js';
import { breaches, METER_READING, watchedReading, watchesMeter } from './threshold-check.js';
import './report-tables.js';

type FlowCommand = Extract<RobotCommand, { name: 'flow' }>;
type HeaderType = (typeof ReportHeaderType)[keyof typeof ReportHeaderType];

/** A report being written: its header row and whether anything in it was not normal. */
interface OpenRun {
  reportId: number;
  abnormal: boolean;
  /** A flow run closes when telemetry shows no flow after having shown one. */
  seenRunning: boolean;
}

/** A detail as the recorder writes it; the report, robot, organization and time are filled in. */
interface DetailInput {
  type: (typeof ReportDetailType)[keyof typeof ReportDetailType];
  result: ReportResult;
  label: string;
  waypoint?: number | null;
  x?: number | null;
  y?: number | null;
  checkItemId?: number | null;
  value?: number | null;
  unit?: string;
  fileId?: number | null;
  camera?: string | null;
  occurredAt?: string;
}

/** The enabled threshold rule of an alerting check item, with the item's settings JSON and type. */
interface ItemRule {
  id: number;
  name: string;
  level: number;
  conditions: ThresholdCondition[];
  itemJson: string;
  itemType: number;
  itemName: string;
}

/** A reading that breached its check item's threshold rule, as written to the threshold log (`logId`). */
export interface ThresholdBreach {
  logId: number;
  robot: LiveRobot;
  thresholdRuleId: number;
  ruleName: string;
  level: number;
  checkItemId: number;
  reading: string;
  value: number;
  unit: string;
  message: string;
  at: number;
}

/** A reading as the recorder writes it: a detail of a check item, with its value (null when the device did not answer). */
type ReadingInput = Omit<DetailInput, 'result'> & { value: number | null; label: string; checkItemId: number; occurredAt: string };

// Rows per INSERT: 15 values each stays well under SQLite's limit of 32,766 bound values.
const DETAILS_PER_INSERT = 500;

/** The most inspection messages of one robot written in one transaction. */
const MAX_INSPECTION_BATCH = 200;

const iso = (ms: number) => new Date(Number.isFinite(ms) ? ms : Date.now()).toISOString();

/**
 * Writes reports as robots work: a flow the robot accepted opens a patrol report, a sentry watch
 * or a cleaning run opens theirs, and what the robot sends meanwhile (its inspection photos and
 * thermal frames, readings, errors) becomes the report's details. Each robot's writes are chained,
 * so details land in the order they happened and never before their header.
 */
export class ReportRecorder {
  private readonly runs = new Map<string, OpenRun>();
  private readonly chains = new Map<number, Promise<unknown>>();
  /** Per robot, the inspection messages waiting to be written together (see `inspection`). */
  private readonly inspectionBatches = new Map<number, Array<{ run: OpenRun; message: InspectionMessage }>>();
  private readonly breachListeners = new Set<(breach: ThresholdBreach) => void>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
    private readonly meters: MeterReading,
    private readonly notifier: Notifier,
  ) {}

  /**
   * The flow command as the robot gets it: each waypoint naming a check item of the robot's
   * building carries that item's type, marker type and QR code number; one naming any other check
   * item loses it.
   */
  async prepareFlow(robot: LiveRobot, command: FlowCommand): Promise<FlowCommand> {
    const ids = [...new Set((command.waypoints ?? []).flatMap((w) => (w.checkItemId ? [w.checkItemId] : [])))];
    if (ids.length === 0) return command;
    const rows = await (this.db as unknown as Kysely<LooseDb>)
      .selectFrom('check_items')
      .select(['id', 'type', 'marker_type', 'qr_code_number'])
      .where('id', 'in', ids)
      .where('building_id', '=', robot.meta.buildingId)
      .execute();
    const items = new Map(rows.map((row) => [Number(row.id), row]));
    const waypoints = command.waypoints?.map(({ x, y, checkItemId, waypointId }) => {
      // The map waypoint a stop names goes on to the robot, which drives there along the floor's routes.
      const point = waypointId ? { x, y, waypointId } : { x, y };
      const item = checkItemId ? items.get(checkItemId) : undefined;
      if (!item || !checkItemId) return point;
      return { ...point, checkItemId, itemType: Number(item.type) as 0 | 1 | 2, markerType: String(item.marker_type) as 'aruco' | 'qr' | 'none', qrCodeNumber: String(item.qr_code_number ?? '') };
    });
    return waypoints ? { ...command, waypoints } : command;
  }

  /** Subscribes to threshold breaches, told once each is in the threshold log; answers the unsubscribe function. */
  onBreach(listener: (breach: ThresholdBreach) => void): () => void {
    this.breachListeners.add(listener);
    return () => this.breachListeners.delete(listener);
  }

  /** The robot accepted a flow: a patrol report opens. */
  flowStarted(robot: LiveRobot, command: FlowCommand): void {
    const name = command.flowName ?? (command.flowId ? `Flow ${command.flowId}` : 'Patrol');
    this.open(robot, ReportHeaderType.patrol, name, command.flowId ?? null, Date.now());
  }

  /** The robot stopped its flow on an operator's command: the patrol report is cancelled (§4 result 12). */
  flowStopped(robot: LiveRobot): void {
    this.close(robot, ReportHeaderType.patrol, () => ReportResult.cancel, Date.now());
  }

  /** Telemetry closes a finished flow and opens or closes sentry watches and cleaning runs. */
  telemetry(robot: LiveRobot, telemetry: LiveTelemetry): void {
    const patrol = this.runs.get(key(robot, ReportHeaderType.patrol));
    if (patrol) {
      if (telemetry.currentFlow) patrol.seenRunning = true;
      else if (patrol.seenRunning) this.close(robot, ReportHeaderType.patrol, (run) => (run.abnormal ? ReportResult.abnormality : ReportResult.noAbnormality), telemetry.ts);
    }
    const sentry = this.runs.has(key(robot, ReportHeaderType.sentry));
    if (telemetry.sentry && !sentry) this.open(robot, ReportHeaderType.sentry, 'Sentry', null, telemetry.ts);
    else if (!telemetry.sentry && sentry) this.close(robot, ReportHeaderType.sentry, (run) => (run.abnormal ? ReportResult.abnormality : ReportResult.noAbnormality), telemetry.ts);
    const cleaning = this.runs.has(key(robot, ReportHeaderType.cleaning));
    if (telemetry.cleaning === 'cleaning' && !cleaning) this.open(robot, ReportHeaderType.cleaning, 'Cleaning', null, telemetry.ts);
    // Back on the dock after cleaning is a complete run; cleaning stopped where it was is partial.
    else if (cleaning && telemetry.cleaning === 'docked') this.close(robot, ReportHeaderType.cleaning, () => ReportResult.complete, telemetry.ts);
    else if (cleaning && telemetry.cleaning === 'idle') this.close(robot, ReportHeaderType.cleaning, () => ReportResult.partial, telemetry.ts);
  }

  /** A robot error or a flow error during a run is a detail of every report the robot has open. */
  event(robot: LiveRobot, event: EventMessage): void {
    if (event.kind !== 'robotError' && event.kind !== 'flow') return;
    if (event.kind === 'robotError' && !event.active) return;
    for (const type of Object.values(ReportHeaderType)) {
      if (!this.runs.has(key(robot, type))) continue;
      const pose = robot.telemetry?.pose;
      this.detail(robot, type, {
        type: event.kind === 'robotError' ? ReportDetailType.robotError : ReportDetailType.event,
        result: ReportResult.error,
        label: event.code,
        x: pose?.x ?? null,
        y: pose?.y ?? null,
        occurredAt: iso(event.ts),
      });
    }
  }

  /**
   * The readings of a check item: one sensor or meter detail each; a device that did not answer is
   * §4 result 4. When the item alerts, the reading its threshold rule watches is checked: a breach
   * is an abnormality (detail and report) and a line of the threshold log.
   */
  inspection(robot: LiveRobot, message: InspectionMessage): void {
    const run = this.runs.get(key(robot, ReportHeaderType.patrol));
    if (!run) return;
    // Readings that arrive while the robot's earlier writes are still waiting join one batch: one
    // transaction and one commit for all of them (group commit), so a robot sending many readings a
    // second costs a commit per batch, not per reading. Any other write of the robot closes the batch.
    const id = robot.meta.id;
    const pending = this.inspectionBatches.get(id);
    if (pending && pending.length < MAX_INSPECTION_BATCH) {
      pending.push({ run, message });
      return;
    }
    const batch = [{ run, message }];
    this.chain(robot, async () => {
      if (this.inspectionBatches.get(id) === batch) this.inspectionBatches.delete(id);
      await this.writeInspections(robot, batch);
    });
    this.inspectionBatches.set(id, batch);
  }

  /**
   * Writes a batch of inspection messages in one transaction: one detail per reading, and for the
   * reading an alerting item's rule watches, the breach check. Should the batch fail (a check item
   * removed meanwhile, say), each message is written on its own, so one bad message loses no other.
   */
  private async writeInspections(robot: LiveRobot, batch: Array<{ run: OpenRun; message: InspectionMessage }>): Promise<void> {
    const rules = new Map<number, ItemRule | null>();
    for (const { message } of batch) {
      if (!rules.has(message.checkItemId)) rules.set(message.checkItemId, await this.ruleOf(message.checkItemId, robot.meta.organizationId));
    }
    const write = (db: Kysely<Database>, entries: typeof batch) => this.writeReadings(db, robot, entries.flatMap(({ run, message }) => {
      const rule = rules.get(message.checkItemId) ?? null;
      const watched = rule ? watchedReading(rule.itemJson, message.readings.map((r) => r.name), rule.itemType) : undefined;
      return message.readings.map((reading) => ({
        run,
        rule,
        watched: reading.name === watched,
        input: {
          type: reading.kind === 'meter' ? ReportDetailType.meter : ReportDetailType.sensor,
          label: reading.name,
          value: reading.value,
          unit: reading.unit,
          waypoint: message.waypoint,
          x: message.pose.x,
          y: message.pose.y,
          checkItemId: message.checkItemId,
          occurredAt: iso(message.ts),
        },
      }));
    }));
    const abnormal = batch.map(({ run }) => run.abnormal);
    try {
      this.announce(await this.db.transaction().execute((trx) => write(trx, batch)));
    } catch (error) {
      if (batch.length === 1) throw error;
      // Rolled back: the runs are as abnormal as they were before the batch.
      batch.forEach(({ run }, i) => (run.abnormal = abnormal[i]!));
      for (const entry of batch) {
        try {
          this.announce(await this.db.transaction().execute((trx) => write(trx, [entry])));
        } catch (single) {
          this.log.error({ serialNo: robot.meta.serialNo, err: single }, 'inspection could not be written');
        }
      }
    }
  }

  /**
   * Writes one reading as a detail: a device that did not answer is §4 result 4. When it is the
   * reading its item's rule watches, a breach is an abnormality (detail and report) and a line of
   * the threshold log; the detail, the log line and its outbox rows commit together.
   */
  private async recordReading(robot: LiveRobot, run: OpenRun, rule: ItemRule | null, watched: boolean, input: ReadingInput): Promise<void> {
    this.announce(await this.db.transaction().execute((trx) => this.writeReadings(trx, robot, [{ run, rule, watched, input }])));
  }

  /**
   * Writes readings through `db` (a transaction): their details in one statement, a threshold-log
   * line for each breach, and the breaches' outbox rows together. Answers the breaches logged and how
   * many deliveries they queued.
   */
  private async writeReadings(db: Kysely<Database>, robot: LiveRobot, readings: ReadonlyArray<{ run: OpenRun; rule: ItemRule | null; watched: boolean; input: ReadingInput }>): Promise<Array<{ breach: ThresholdBreach; queued: number }>> {
    const checked = readings.map(({ run, rule, watched, input }) => {
      const breach = rule !== null && watched && input.value !== null && breaches(rule.conditions, input.value);
      return { run, rule: breach ? rule : null, input: { ...input, result: input.value === null ? ReportResult.deviceNotFound : breach ? ReportResult.abnormality : ReportResult.noAbnormality } };
    });
    await this.insertDetails(db, robot, checked);
    const logged: ThresholdBreach[] = [];
    const events: LeveledEvent[] = [];
    for (const { run, rule, input } of checked) {
      if (!rule || input.value === null || input.value === undefined) continue;
      const value = input.value;
      const message = `${input.label} ${value} ${input.unit ?? ''}`.trim();
      const log = await (db as unknown as Kysely<LooseDb>).insertInto('threshold_logs').values({
        organization_id: robot.meta.organizationId,
        threshold_rule_id: rule.id,
        check_item_id: input.checkItemId,
        robot_serial_no: robot.meta.serialNo,
        rule_name: rule.name,
        level: rule.level,
        value,
        message,
        occurred_at: input.occurredAt,
      }).returning('id').executeTakeFirstOrThrow();
      const logId = Number(log.id);
      logged.push({
        logId, robot, thresholdRuleId: rule.id, ruleName: rule.name, level: rule.level, checkItemId: input.checkItemId,
        reading: input.label, value, unit: input.unit ?? '', message, at: Date.parse(input.occurredAt),
      });
      // The log line's id names the event, so queueing it again (a retried write) notifies no one twice.
      events.push({
        level: rule.level,
        buildingId: robot.meta.buildingId,
        event: {
          id: `threshold-log-${String(logId)}`,
          type: 'threshold.breach',
          occurredAt: input.occurredAt,
          organizationId: robot.meta.organizationId,
          data: {
            thresholdLogId: logId, ruleId: rule.id, ruleName: rule.name, level: rule.level, checkItemId: input.checkItemId, checkItemName: rule.itemName,
            label: input.label, value, unit: input.unit ?? '', robotId: robot.meta.id, robotName: robot.meta.name, buildingId: robot.meta.buildingId, reportId: run.reportId,
          },
        },
      });
    }
    if (logged.length === 0) return [];
    const queued = await queueNotifications(db, events);
    return logged.map((breach) => ({ breach, queued }));
  }

  /** Committed breaches: this process's notifier sends now rather than at its next poll (other processes poll), and listeners hear each. */
  private announce(written: Array<{ breach: ThresholdBreach; queued: number }>): void {
    if (written.some(({ queued }) => queued > 0)) this.notifier.kick();
    for (const { breach } of written) for (const listener of this.breachListeners) listener(breach);
  }

  /**
   * Reads the meter on a meter item's photo (its saved crop, its service or the built-in reader) and
   * records the value as a meter detail named "meter", checked like any reading; a service that
   * failed is a meter detail with §4 result 9.
   */
  private async readMeter(robot: LiveRobot, run: OpenRun, checkItemId: number, jpeg: Uint8Array, at: string, x: number | null, y: number | null): Promise<void> {
    const result = await this.meters.read(checkItemId, robot.meta.organizationId, { jpeg, takenAt: at });
    if (!result) return;
    const place = { type: ReportDetailType.meter, label: METER_READING, unit: result.unit, checkItemId, x, y, occurredAt: at };
    if (!result.ok) {
      await this.insertDetail(this.db, robot, run, { ...place, result: ReportResult.error, value: null });
      return;
    }
    const rule = await this.ruleOf(checkItemId, robot.meta.organizationId);
    const watched = rule ? watchesMeter(rule.itemJson, rule.itemType) : false;
    await this.recordReading(robot, run, rule, watched, { ...place, value: result.value });
  }

  /** The enabled threshold rule of an alerting check item of the robot's organization, with the item's settings JSON; null otherwise. */
  private async ruleOf(checkItemId: number, organizationId: number): Promise<ItemRule | null> {
    const row = await (this.db as unknown as Kysely<LooseDb>)
      .selectFrom('check_items as c')
      .innerJoin('threshold_rules as r', 'r.id', 'c.threshold_rule_id')
      .select(['r.id as id', 'r.name as name', 'r.level as level', 'r.conditions as conditions', 'c.json as itemJson', 'c.type as itemType', 'c.name as itemName'])
      .where('c.id', '=', checkItemId)
      .where('c.organization_id', '=', organizationId)
      .where('c.alert_enabled', '=', 1)
      .where('r.status', '=', GeneralStatus.available)
      .executeTakeFirst();
    if (!row) return null;
    return { id: Number(row.id), name: String(row.name), level: Number(row.level), conditions: JSON.parse(String(row.conditions)) as ThresholdCondition[], itemJson: String(row.itemJson), itemType: Number(row.itemType), itemName: String(row.itemName) };
  }

  /** A photo or thermal frame of a check item: stored as a file of the robot's organization, then a photo or thermal detail. */
  picture(robot: LiveRobot, frame: CameraFrame): void {
    const { header, jpeg } = frame;
    const checkItemId = header.inspection?.checkItemId;
    const run = this.runs.get(key(robot, ReportHeaderType.patrol));
    if (!checkItemId || !run) return;
    if (!(CameraId as readonly string[]).includes(header.camera) || !matchesSignature('image/jpeg', Buffer.from(jpeg.subarray(0, 3)))) return;
    const at = iso(header.ts);
    const thermal = header.camera === 'thermal';
    const bytes = Uint8Array.from(jpeg);
    const pose = robot.telemetry?.pose;
    this.chain(robot, async () => {
      const file = await storeFile(this.db, this.storage, {
        organizationId: robot.meta.organizationId,
        uploadedBy: null,
        name: `${robot.meta.serialNo}-${header.camera}-${at.replace(/[:.]/g, '-')}.jpg`,
        contentType: 'image/jpeg',
        fileType: 'image',
        bytes,
      });
      await this.insertDetail(this.db, robot, run, {
        type: thermal ? ReportDetailType.thermal : ReportDetailType.photo,
        result: ReportResult.noAbnormality,
        label: thermal ? 'thermal' : 'photo',
        checkItemId,
        fileId: file.id,
        camera: header.camera,
        x: pose?.x ?? null,
        y: pose?.y ?? null,
        occurredAt: at,
      });
      if (!thermal) await this.readMeter(robot, run, checkItemId, bytes, at, pose?.x ?? null, pose?.y ?? null);
    });
  }

  /** Resolves once every write queued so far has landed (tests and shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.chains.values()]);
  }

  private open(robot: LiveRobot, type: HeaderType, name: string, flowId: number | null, ts: number): void {
    const run: OpenRun = { reportId: 0, abnormal: false, seenRunning: false };
    this.runs.set(key(robot, type), run);
    const startedAt = iso(ts);
    const floorId = robot.telemetry?.floorId ?? null;
    this.chain(robot, async () => {
      const now = new Date().toISOString();
      const row = await this.db
        .insertInto('report_headers')
        .values({
          organization_id: robot.meta.organizationId,
          building_id: robot.meta.buildingId,
          floor_id: floorId,
          robot_id: robot.meta.id,
          flow_id: flowId,
          name: name.slice(0, 64),
          type,
          result: null,
          started_at: startedAt,
          ended_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      run.reportId = row.id;
    });
  }

  private close(robot: LiveRobot, type: HeaderType, result: (run: OpenRun) => ReportResult, ts: number): void {
    const k = key(robot, type);
    const run = this.runs.get(k);
    if (!run) return;
    this.runs.delete(k);
    const endedAt = iso(ts);
    this.chain(robot, async () => {
      if (!run.reportId) return;
      await this.db
        .updateTable('report_headers')
        .set({ result: result(run), ended_at: endedAt, updated_at: new Date().toISOString() })
        .where('id', '=', run.reportId)
        .execute();
    });
  }

  private detail(robot: LiveRobot, type: HeaderType, input: DetailInput): void {
    const run = this.runs.get(key(robot, type));
    if (!run) return;
    this.chain(robot, () => this.insertDetail(this.db, robot, run, input));
  }

  /** Writes a detail through `db`: the store, or the transaction it belongs to. */
  private insertDetail(db: Kysely<Database>, robot: LiveRobot, run: OpenRun, input: DetailInput): Promise<void> {
    return this.insertDetails(db, robot, [{ run, input }]);
  }

  /** Writes details in one statement per chunk; those of a run whose header is not written are left out. */
  private async insertDetails(db: Kysely<Database>, robot: LiveRobot, details: ReadonlyArray<{ run: OpenRun; input: DetailInput }>): Promise<void> {
    const rows = details.filter(({ run }) => run.reportId).map(({ run, input }) => {
      if (input.result !== ReportResult.noAbnormality) run.abnormal = true;
      return {
        report_id: run.reportId,
        organization_id: robot.meta.organizationId,
        type: input.type,
        result: input.result,
        robot_id: robot.meta.id,
        waypoint: input.waypoint ?? null,
        x: input.x ?? null,
        y: input.y ?? null,
        check_item_id: input.checkItemId ?? null,
        label: input.label.slice(0, 64),
        value: input.value ?? null,
        unit: input.unit ?? '',
        file_id: input.fileId ?? null,
        camera: input.camera ?? null,
        occurred_at: input.occurredAt ?? new Date().toISOString(),
      };
    });
    for (let start = 0; start < rows.length; start += DETAILS_PER_INSERT) {
      await db.insertInto('report_details').values(rows.slice(start, start + DETAILS_PER_INSERT)).execute();
    }
  }

  private chain(robot: LiveRobot, write: () => Promise<void>): void {
    const id = robot.meta.id;
    // A write queued after a batch of readings closes it, so later readings land after this write.
    this.inspectionBatches.delete(id);
    const next = (this.chains.get(id) ?? Promise.resolve())
      .then(write)
      .catch((error: unknown) => this.log.error({ serialNo: robot.meta.serialNo, err: error }, 'report could not be written'));
    this.chains.set(id, next);
    void next.then(() => {
      if (this.chains.get(id) === next) this.chains.delete(id);
    });
  }
}

function key(robot: LiveRobot, type: HeaderType): string {
  return `${robot.meta.id}:${type}`;
}

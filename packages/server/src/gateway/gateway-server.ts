import type { RawData, WebSocket } from 'ws';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  AckMessage,
  EventMessage,
  Gateway,
  GatewayLimits,
  GuideQuestionMessage,
  HelloMessage,
  InspectionMessage,
  TelemetryMessage,
  decodeCameraFrame,
  isRobotMapReport,
  type CameraFrame,
  type RefusalCode,
  type RefusedMessage,
  type RobotCommand,
  type RobotPhoto,
  type ServerToRobotMessage,
  type WelcomeMessage,
  lazyValidator,
} from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { credentialMatches } from './robot-credential.js';
import { recordingSettings } from '../archive/recording-settings.js';
import type { LiveRobot, LiveRobots } from './live-robots.js';
import type { RobotPersistence } from './robot-persistence.js';
import { RobotSession, type CommandOutcome } from './robot-session.js';
import type { GatewayMetrics } from './gateway-metrics.js';
import { FloorPlacement } from './floor-placement.js';
import type { RobotPhotoStore } from './robot-photo-store.js';
import type { StoredEvent } from './robot-persistence.js';
import { FairCommandQueue, SenderQuota, SERVER_SENDER, type CommandSender } from './command-queue.js';
import { EventLimiter } from './event-limiter.js';
import { FloorGraphs } from './floor-graphs.js';
import { looseDb } from '../resources/resource-context.js';
import type { GuideQuestions } from './guide-questions.js';
import type { ReportRecorder } from '../reports/report-recorder.js';
import type { RobotMapReports } from './robot-map-reports.js';

const ajv = new Ajv({ strict: false, allErrors: false });
const validators: Record<'telemetry' | 'event' | 'ack' | 'guideQuestion' | 'inspection', ValidateFunction> = {
  telemetry: lazyValidator(() => ajv.compile(TelemetryMessage)),
  inspection: lazyValidator(() => ajv.compile(InspectionMessage)),
  event: lazyValidator(() => ajv.compile(EventMessage)),
  ack: lazyValidator(() => ajv.compile(AckMessage)),
  guideQuestion: lazyValidator(() => ajv.compile(GuideQuestionMessage)),
};
const validateHello = lazyValidator<HelloMessage>(() => ajv.compile<HelloMessage>(HelloMessage));

/** Close codes of /gateway (docs/gateway-protocol.md). */
export const GatewayCloseCode = { badMessage: 4400, unauthorized: 4401, replaced: 4409, silent: 4408, moved: 4410, restarting: 1012 } as const;

/** How long a closing robot has to answer the close before its socket is cut. */
const CLOSE_GRACE_MS = 1000;

// Silence is checked this often; with the margin below a robot is offline well within 3 s.
const SWEEP_MS = 250;
const SILENCE_MS = Gateway.offlineAfterMs - 500;

type FrameListener = (robot: LiveRobot, frame: CameraFrame, raw: Buffer) => void;
type ConnectListener = (robot: LiveRobot) => void;

/** Sends a command to a robot connected to another process of the cluster (cluster/robot-routing.ts). */
export type RemoteCommand = (robotId: number, command: RobotCommand, sender: CommandSender) => Promise<CommandOutcome>;

/**
 * The /gateway endpoint: hello, telemetry, events, acks, camera frames, offline detection. Its
 * sockets arrive through the /gateway route (routes/robots/robot-socket-routes.ts); the sockets'
 * maxPayload (plugins/websockets.ts) is GatewayLimits.binaryMessageMaxBytes, so ws closes a robot
 * (1009) before a larger message is read.
 */
export class RobotGateway {
  private readonly sessions = new Map<number, RobotSession>();
  /** Waiting commands per sender over every robot (CommandQueueLimits.perSender). */
  private readonly senders = new SenderQuota();
  /** Stored events per robot (GatewayLimits.eventBurst, eventsPerSecond). */
  private readonly eventLimiter = new EventLimiter();
  private readonly frameListeners = new Set<FrameListener>();
  private readonly connectListeners = new Set<ConnectListener>();
  /** Route graphs of the floors robots report, sent to each robot for its floor. */
  private readonly graphs: FloorGraphs;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private remote: RemoteCommand | null = null;
  private lastSweep = Date.now();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly robots: LiveRobots,
    private readonly persistence: RobotPersistence,
    private readonly metrics: GatewayMetrics,
    private readonly photos: RobotPhotoStore,
    private readonly log: FastifyBaseLogger,
    /** Answers guide robots' visitor questions from their building's knowledge groups. */
    private readonly questions: GuideQuestions,
    /** Writes reports from flow runs and what robots send during them; none in tests of the gateway alone. */
    private readonly reports: ReportRecorder | null = null,
    /** Stores the floor maps robots report; none in tests of the gateway alone. */
    private readonly maps: RobotMapReports | null = null,
  ) {
    this.graphs = new FloorGraphs(looseDb(db), Date.now, maps?.storage ?? null);
  }

  /** Starts the silence sweeper. */
  start(): void {
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /**
   * Closes every robot connection with 1012 (service restart): the robot reconnects, to another
   * process of a cluster or to this server once it is back.
   */
  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const session of [...this.sessions.values()]) {
      const socket = session.socket;
      // Logged offline now, not when the socket's close arrives: the buffered writes are flushed
      // once on close, and a robot slow to answer the close frame would come after that.
      this.closed(session);
      socket.close(GatewayCloseCode.restarting, 'Server restarting; reconnect');
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
    }
  }

  /**
   * Sends a command of `sender` to a robot; `error ROBOT_OFFLINE` when it is not connected,
   * `rejected COMMAND_QUEUE_FULL` when it would wait beyond CommandQueueLimits.
   */
  command(robotId: number, command: RobotCommand, sender: CommandSender = SERVER_SENDER): Promise<CommandOutcome> {
    const session = this.sessions.get(robotId);
    if (!session) return this.remote ? this.remote(robotId, command, sender) : Promise.resolve({ result: 'error', code: 'ROBOT_OFFLINE' });
    const reports = this.reports;
    if (!reports || command.name !== 'flow') return session.send(command, sender);
    return this.flowCommand(session, reports, command, sender);
  }

  /** A flow command opens (start) or cancels (stop) the robot's patrol report once the robot accepts it. */
  private async flowCommand(session: RobotSession, reports: ReportRecorder, command: Extract<RobotCommand, { name: 'flow' }>, sender: CommandSender): Promise<CommandOutcome> {
    const sent = command.action === 'start' ? await reports.prepareFlow(session.robot, command) : command;
    const outcome = await session.send(sent, sender);
    if (outcome.result === 'ok') {
      if (command.action === 'start') reports.flowStarted(session.robot, sent);
      else reports.flowStopped(session.robot);
    }
    return outcome;
  }

  /** Routes commands for robots not connected here to the process that holds them (null: answer ROBOT_OFFLINE). */
  routeRemote(remote: RemoteCommand | null): void {
    this.remote = remote;
  }

  /** How many robots are connected to this process. */
  connectedCount(): number {
    return this.sessions.size;
  }

  /** Whether a robot is connected to this process. */
  isConnected(robotId: number): boolean {
    return this.sessions.has(robotId);
  }

  /** Drops a robot's connection: 4401 after it was deleted or its credential rotated, 4410 after a move to another building. */
  disconnect(robotId: number, reason: string, code: number = GatewayCloseCode.unauthorized): void {
    this.sessions.get(robotId)?.socket.close(code, reason);
  }

  /** Subscribes to camera frames; answers the unsubscribe function. */
  onFrame(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /**
   * Subscribes to robots connecting: to this process, or to another process of a cluster
   * (connectedElsewhere). A robot connecting again starts afresh, its camera off. Answers the
   * unsubscribe function.
   */
  onConnect(listener: ConnectListener): () => void {
    this.connectListeners.add(listener);
    return () => this.connectListeners.delete(listener);
  }

  /** A robot came online on another process of the cluster (cluster/robot-routing.ts). */
  connectedElsewhere(robot: LiveRobot): void {
    for (const listener of this.connectListeners) listener(robot);
  }

  /** Takes a robot's new socket: it has 5 s to say hello. */
  accept(socket: WebSocket): void {
    let session: RobotSession | null = null;
    const helloTimer = setTimeout(() => refuse(socket, 'HELLO_TIMEOUT', 'No hello within 5 s'), Gateway.helloTimeoutMs);
    socket.on('message', (data, isBinary) => {
      if (session) {
        this.onMessage(session, data, isBinary);
        return;
      }
      if (isBinary) {
        refuse(socket, 'BAD_MESSAGE', 'The first message must be a hello');
        return;
      }
      clearTimeout(helloTimer);
      if (toBuffer(data).length > GatewayLimits.textMessageMaxBytes) {
        refuse(socket, 'BAD_MESSAGE', `A hello may be at most ${GatewayLimits.textMessageMaxBytes} bytes`);
        return;
      }
      // Pause handling until the hello is checked, so telemetry sent right after it is not lost.
      socket.pause();
      void this.hello(socket, rawText(data))
        .then((s) => {
          session = s;
        })
        // Resumed even after a refusal: the closing handshake needs the socket read.
        .finally(() => socket.resume());
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      if (session) this.closed(session);
    });
    socket.on('error', () => socket.terminate());
  }

  private async hello(socket: WebSocket, text: string): Promise<RobotSession | null> {
    const hello = parseJson(text);
    if (!validateHello(hello)) {
      refuse(socket, 'BAD_MESSAGE', `Invalid hello: ${ajv.errorsText(validateHello.errors)}`);
      return null;
    }
    if (hello.protocol !== Gateway.protocolVersion) {
      refuse(socket, 'PROTOCOL_MISMATCH', `This server speaks protocol ${Gateway.protocolVersion}`);
      return null;
    }
    let robot = this.robots.bySerialNo(hello.serialNo);
    // Registered, or its credential replaced, through another process a moment ago: read it again.
    if (!robot || !credentialMatches(hello.credential, robot.meta.credentialHash)) robot = await this.robots.findBySerialNo(hello.serialNo);
    if (!credentialMatches(hello.credential, robot?.meta.credentialHash ?? null) || !robot) {
      refuse(socket, 'BAD_CREDENTIAL', 'Unknown serial number or wrong credential');
      return null;
    }
    const floorIds = await this.floorsOf(robot);
    const recording = await recordingSettings(this.db, robot.meta.id, robot.meta.organizationId);
    if (socket.readyState !== socket.OPEN) return null;
    const previous = this.sessions.get(robot.meta.id);
    if (previous) {
      this.sessions.delete(robot.meta.id);
      previous.close();
      previous.socket.close(GatewayCloseCode.replaced, 'Replaced by a newer connection');
    }
    const session = new RobotSession(socket, robot, new FloorPlacement(floorIds, () => this.floorsOf(robot)), new FairCommandQueue(this.senders));
    this.sessions.set(robot.meta.id, session);
    const welcome: WelcomeMessage = {
      type: 'welcome',
      protocol: Gateway.protocolVersion,
      robotId: robot.meta.id,
      serverTime: Date.now(),
      telemetryIntervalMs: Gateway.telemetryIntervalMs,
      offlineAfterMs: Gateway.offlineAfterMs,
      floorIds,
      initialFloorId: robot.meta.initialFloorId,
      recording,
    };
    socket.send(JSON.stringify(welcome));
    const now = Date.now();
    // Online as another process of the cluster last reported it still comes online here.
    if (robot.connection !== 'online' || !previous) {
      robot.connection = 'online';
      this.store(robot, { ts: now, kind: 'connection', code: 'online', level: 0 }, now);
    }
    robot.lastCommunicationAt = now;
    this.persistence.touch(robot, now, true);
    this.robots.changed(robot);
    for (const listener of this.connectListeners) listener(robot);
    return session;
  }

  private onMessage(session: RobotSession, data: RawData, isBinary: boolean): void {
    const now = Date.now();
    const robot = session.robot;
    session.lastMessageAt = now;
    robot.lastCommunicationAt = now;
    this.metrics.robotMessage();
    if (isBinary) {
      const raw = toBuffer(data);
      if (isRobotMapReport(raw)) {
        this.takeMap(session, raw, now);
        return;
      }
      const frame = decodeCameraFrame(raw);
      if (!frame) return;
      if (frame.header.photoSeq !== undefined) {
        this.takePhoto(session, frame.header.photoSeq, frame);
        return;
      }
      if (frame.header.inspection) {
        this.reports?.picture(robot, frame);
        return;
      }
      for (const l of this.frameListeners) l(robot, frame, raw);
      return;
    }
    const raw = toBuffer(data);
    // Refused unread: no JSON parse of megabytes, and the robot stays connected (a Stop must still reach it).
    if (raw.length > GatewayLimits.textMessageMaxBytes) {
      tell(session, {
        type: 'error',
        code: 'MESSAGE_TOO_LARGE',
        message: `A text message may be at most ${GatewayLimits.textMessageMaxBytes} bytes; this one was ${raw.length} and was not read`,
      });
      return;
    }
    const message = parseJson(raw.toString('utf8')) as { type?: unknown } | undefined;
    const type = message?.type;
    if (type !== 'telemetry' && type !== 'event' && type !== 'ack' && type !== 'guideQuestion' && type !== 'inspection') {
      session.socket.close(GatewayCloseCode.badMessage, 'Unknown message type');
      return;
    }
    const validate = validators[type];
    if (!validate(message)) {
      session.socket.close(GatewayCloseCode.badMessage, `Invalid ${type}: ${ajv.errorsText(validate.errors)}`.slice(0, 120));
      return;
    }
    if (type === 'telemetry') {
      const { type: _type, ...telemetry } = message as TelemetryMessage;
      const placed = session.floors.place(telemetry.floorId, now);
      robot.telemetry = placed.floorId === telemetry.floorId ? telemetry : { ...telemetry, floorId: placed.floorId };
      this.persistence.touch(robot, now);
      this.robots.changed(robot);
      this.reports?.telemetry(robot, robot.telemetry);
      if (placed.event && this.store(robot, placed.event, now)) this.robots.emitEvent(robot, placed.event);
      if (placed.floorId !== null) this.sendGraph(session, placed.floorId);
    } else if (type === 'event') {
      const { type: _type, ...event } = message as EventMessage;
      if (this.admitEvent(session, event, now)) {
        this.robots.emitEvent(robot, event);
        this.reports?.event(robot, message as EventMessage);
      }
    } else if (type === 'inspection') {
      this.reports?.inspection(robot, message as InspectionMessage);
    } else if (type === 'guideQuestion') {
      void this.questions.ask(robot, message as GuideQuestionMessage, (answer) => tell(session, answer), now);
    } else {
      this.ack(session, message as AckMessage);
    }
  }

  /**
   * Sends the robot the route graph of the floor it reports when it has not had that floor's
   * current graph yet: after connecting, after changing floors and after the floor's layout moved on;
   * and likewise the floor's robot map (a binary map report) whenever the floor has a new one: an
   * upload, an edit in the partial map editor, a robot's report.
   */
  private sendGraph(session: RobotSession, floorId: number): void {
    const current = this.graphs.current(floorId);
    if (!current || session.socket.readyState !== session.socket.OPEN) return;
    const sent = session.graphSent;
    if (sent?.floorId !== floorId || sent.revision !== current.graph.revision) {
      session.graphSent = { floorId, revision: current.graph.revision };
      session.socket.send(current.text);
    }
    const map = this.graphs.map(floorId);
    const mapSent = session.mapSent;
    if (map && (mapSent?.floorId !== floorId || mapSent.fileId !== map.fileId)) {
      session.mapSent = { floorId, fileId: map.fileId };
      session.socket.send(map.bytes, { binary: true });
    }
  }

  /** Stores a floor map the robot reported and answers it, stored or refused with a code (never a close). */
  private takeMap(session: RobotSession, raw: Buffer, now: number): void {
    if (!this.maps) return;
    void this.maps.report(session.robot, raw, now).then((answer) => tell(session, answer));
  }

  /** Stores a photo the robot sent for a `photo` command it has not answered yet; anything else is dropped. */
  private takePhoto(session: RobotSession, seq: number, photo: CameraFrame): void {
    if (!session.awaitsPhoto(seq) || session.photos.has(seq)) return;
    // A refused photo (not a JPEG, unknown camera) leaves the ack as the robot sent it, with no photo named.
    session.photos.set(seq, this.photos.save(session.robot, photo).catch((error: unknown) => this.photos.failed(session.robot, error)));
  }

  /**
   * Passes an ack on; a photo's ack waits until its picture is stored and then names it (the
   * session drops the photo's entry when the command settles, by this ack or by its timeout).
   */
  private ack(session: RobotSession, ack: AckMessage): void {
    const photo = session.photos.get(ack.seq);
    if (!photo) {
      session.ack(ack);
      return;
    }
    void photo.then((stored) => session.ack(stored ? withPhoto(ack, stored) : ack));
  }

  /**
   * Stores a robot's own event within its caps, else refuses it and tells the robot why:
   * EVENT_TOO_LARGE for each too large one, EVENT_RATE_LIMITED once per notice window.
   */
  private admitEvent(session: RobotSession, event: Omit<EventMessage, 'type'>, now: number): boolean {
    const named = { ts: event.ts, kind: event.kind, code: event.code };
    // The rate is checked first, so a flood of oversized events is answered once per window, not once per event.
    if (!this.withinRate(session.robot, now, (retryAfterMs) =>
      tell(session, {
        type: 'error',
        code: 'EVENT_RATE_LIMITED',
        message: `Too many events: at most ${GatewayLimits.eventBurst} at once and ${GatewayLimits.eventsPerSecond} a second; events are refused until then`,
        event: named,
        retryAfterMs,
      }),
    )) return false;
    const size = event.data === undefined ? 0 : Buffer.byteLength(JSON.stringify(event.data));
    if (size <= GatewayLimits.eventDataMaxBytes) {
      this.persistence.event(session.robot, event, now);
      return true;
    }
    tell(session, {
      type: 'error',
      code: 'EVENT_TOO_LARGE',
      message: `An event's data may be at most ${GatewayLimits.eventDataMaxBytes} bytes as JSON; this one was ${size} and was not stored`,
      event: named,
    });
    return false;
  }

  /** Stores a note the gateway makes about a robot (connection, floor) within the robot's event rate; answers whether it did. */
  private store(robot: LiveRobot, event: StoredEvent, now: number): boolean {
    if (!this.withinRate(robot, now)) return false;
    this.persistence.event(robot, event, now);
    return true;
  }

  /**
   * Takes one event of the robot's rate. Over it, the refusal is logged (and `notify` called) once
   * per notice window, not once per event.
   */
  private withinRate(robot: LiveRobot, now: number, notify?: (retryAfterMs: number) => void): boolean {
    const admission = this.eventLimiter.take(robot.meta.id, now);
    if (admission.admitted) return true;
    if (admission.notice) {
      this.log.warn(
        { serialNo: robot.meta.serialNo, robotId: robot.meta.id, refused: admission.notice.refusedSinceLastNotice },
        'robot over its event rate: events refused (logged once per window)',
      );
      notify?.(admission.retryAfterMs);
    }
    return false;
  }

  private async floorsOf(robot: LiveRobot): Promise<number[]> {
    const floors = await this.db
      .selectFrom('floors')
      .select('id')
      .where('building_id', '=', robot.meta.buildingId)
      .orderBy('index', 'desc')
      .execute();
    return floors.map((f) => f.id);
  }

  private closed(session: RobotSession): void {
    session.close();
    const robot = session.robot;
    if (this.sessions.get(robot.meta.id) !== session) return;
    this.sessions.delete(robot.meta.id);
    const now = Date.now();
    robot.connection = 'offline';
    this.store(robot, { ts: now, kind: 'connection', code: 'offline', level: 0 }, now);
    this.persistence.touch(robot, now, true);
    this.robots.changed(robot);
  }

  private sweep(): void {
    const now = Date.now();
    const late = now - this.lastSweep > SWEEP_MS * 4;
    this.lastSweep = now;
    // After the process itself stalled, robots' messages may still sit unread in socket buffers:
    // judge silence only once they have had a turn to arrive.
    if (late) return;
    for (const session of this.sessions.values()) {
      // A silent robot may be behind a dead link that TCP has not noticed; cut it so it shows offline.
      // The close frame tells a robot whose link still works why (4408); terminate does not wait for
      // the closing handshake a dead link would never complete.
      if (now - session.lastMessageAt > SILENCE_MS) {
        this.closed(session);
        session.socket.close(GatewayCloseCode.silent, 'Nothing heard for too long');
        session.socket.terminate();
      }
    }
  }
}

function withPhoto(ack: AckMessage, photo: RobotPhoto): AckMessage {
  return { ...ack, data: { ...ack.data, photo } };
}

function refuse(socket: WebSocket, code: RefusalCode, message: string): void {
  if (socket.readyState !== socket.OPEN) return;
  const refused: RefusedMessage = { type: 'refused', code, message };
  socket.send(JSON.stringify(refused));
  socket.close(code === 'BAD_CREDENTIAL' || code === 'HELLO_TIMEOUT' ? GatewayCloseCode.unauthorized : GatewayCloseCode.badMessage, code);
}

/**
 * Tells a connected robot that something it sent was refused (docs/gateway-protocol.md, "Limits"), or
 * answers its question; what comes after the robot left is dropped.
 */
function tell(session: RobotSession, message: ServerToRobotMessage): void {
  if (session.socket.readyState === session.socket.OPEN) session.socket.send(JSON.stringify(message));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function rawText(data: RawData): string {
  return toBuffer(data).toString('utf8');
}

import { CameraId, type RobotCommand, type StreamServerMessage } from '@fleetdeck/model';
import type { HttpError } from '../data/HttpError.js';
import type { BuildingSelection } from './buildingSubscriptions.js';
import { CameraFeeds, type ObjectUrls } from './cameraFeeds.js';
import { CommandTracker, DEFAULT_COMMAND_TIMEOUT_MS } from './commandTracker.js';
import { LiveRobotStore, type FrameScheduler } from './liveRobotStore.js';
import type { LiveRobotEvent, RobotCommandAck, StreamStatus } from './liveTypes.js';
import { PingMonitor } from './pingMonitor.js';
import { RobotPlacements, type RobotPlacement } from './robotPlacements.js';
import { StreamConnection } from './streamConnection.js';
import { StreamErrors } from './streamErrors.js';
import type { MessageCheck } from './streamMessageCheck.js';
import { StreamMessageReader, type DropLog } from './streamMessageReader.js';
import type { StreamSocket } from './streamSocket.js';
import { SubscriptionSync } from './subscriptionSync.js';

export { DEFAULT_COMMAND_TIMEOUT_MS } from './commandTracker.js';
export { IDLE_CLOSE_MS } from './streamConnection.js';
export { PING_INTERVAL_MS, PONG_DEADLINE_MS } from './pingMonitor.js';
export type { RobotPlacement } from './robotPlacements.js';

// A camera answers once the robot has switched it, which takes longer than a drive command.
const CAMERA_COMMAND_TIMEOUT_MS = 5000;

/** What the live stream needs from its surroundings (the browser, or a unit test). */
export interface LiveStreamEnvironment {
  openSocket(): StreamSocket;
  readToken(): string | null;
  scheduleFrame: FrameScheduler;
  objectUrls: ObjectUrls;
  /** Finds a robot by serial number over REST; null when the user cannot see it. */
  lookupRobot(serialNo: string): Promise<RobotPlacement | null>;
  /** Sends `stop` over REST, for when the stream is not open. */
  postStop(robotId: number): Promise<unknown>;
  /** Tells the shell the session or contract no longer allows access (close 4401/4403/4498/4499). */
  onAccessLost(error: HttpError): void;
  /** The check of server messages against the model's schema (loaded lazily in the browser). */
  loadMessageCheck(): MessageCheck | Promise<MessageCheck>;
  /** Where dropped server messages are reported; the browser console by default. */
  logDropped?: DropLog;
  random?: () => number;
  now?: () => number;
}

/**
 * The page's one `/api/stream` connection, put together from its parts: the connection's life
 * (streamConnection), pings (pingMonitor), checked messages (streamMessageReader), building
 * subscriptions (subscriptionSync), commands and acks (commandTracker), server errors
 * (streamErrors), robot states and camera frames. This class routes each message to its part.
 */
export class LiveStream {
  readonly robots: LiveRobotStore;
  readonly cameras: CameraFeeds;
  /** The latest server error on the stream, for pages to show. */
  readonly errors = new StreamErrors();
  private readonly connection: StreamConnection;
  private readonly pings: PingMonitor;
  private readonly reader: StreamMessageReader;
  private readonly subscriptions: SubscriptionSync;
  private readonly commands: CommandTracker;
  private readonly placements: RobotPlacements;
  private readonly eventListeners = new Set<(event: LiveRobotEvent) => void>();
  private awaitingSnapshot = false;
  private readonly now: () => number;

  constructor(private readonly env: LiveStreamEnvironment) {
    this.now = env.now ?? Date.now;
    this.robots = new LiveRobotStore(env.scheduleFrame);
    this.cameras = new CameraFeeds(env.objectUrls);
    this.placements = new RobotPlacements(env.lookupRobot);
    this.reader = new StreamMessageReader(() => env.loadMessageCheck(), env.logDropped);
    this.connection = new StreamConnection({
      openSocket: env.openSocket,
      readToken: env.readToken,
      message: (socket, data) => this.receive(socket, data),
      lost: () => {
        this.pings.stop();
        this.subscriptions.reset();
        this.commands.failAll();
      },
      accessLost: (error) => {
        this.robots.clear();
        // The shell shows this refusal its own way (sign-in, alerts); a stream error would repeat it.
        this.errors.clear();
        env.onAccessLost(error);
      },
      idle: () => this.robots.clear(),
      random: env.random ?? Math.random,
    });
    const sendWhenReady = (text: string) => this.connection.ready && this.connection.send(text);
    this.pings = new PingMonitor(
      (text) => void this.connection.send(text),
      () => this.connection.abandon('No pong in time'),
      this.now,
    );
    this.subscriptions = new SubscriptionSync(sendWhenReady);
    const connection = this.connection;
    this.commands = new CommandTracker({
      get ready() {
        return connection.ready;
      },
      send: (text) => this.connection.send(text),
      retain: () => this.connection.retain(),
    });
  }

  /** The connection's state. */
  get status(): StreamStatus {
    return this.connection.status;
  }

  /** Calls `listener` whenever the status changes; returns the unsubscribe function. */
  onStatus(listener: () => void): () => void {
    return this.connection.onStatus(listener);
  }

  /** The browser clock corrected by the offset measured with ping/pong. */
  serverNow(): number {
    return this.pings.serverNow();
  }

  /** Keeps the connection open until the returned function is called. */
  retain(): () => void {
    return this.connection.retain();
  }

  /** Follows the robots of some buildings (null: all the user may see) until the returned function is called. */
  subscribeBuildings(buildingIds: BuildingSelection): () => void {
    const release = this.retain();
    const remove = this.subscriptions.add(buildingIds);
    return () => {
      remove();
      release();
    };
  }

  /** Calls `listener` for every robot event of the followed buildings; returns the unsubscribe function. */
  onEvent(listener: (event: LiveRobotEvent) => void): () => void {
    const release = this.retain();
    this.eventListeners.add(listener);
    return () => {
      if (this.eventListeners.delete(listener)) release();
    };
  }

  /** Sends a command and resolves with its ack; rejects with a RobotCommandError on timeout or close. */
  command(serialNo: string, command: RobotCommand, timeoutMs = DEFAULT_COMMAND_TIMEOUT_MS): Promise<RobotCommandAck> {
    return this.commands.command(serialNo, command, timeoutMs);
  }

  /**
   * Sends `stop` at once, ahead of anything queued; when the stream is not open, over REST
   * instead (a stop must get through whatever state the socket is in).
   */
  stop(serialNo: string): void {
    if (this.commands.stopNow(serialNo)) return;
    const known = this.robots.get(serialNo);
    const robotId = known ? Promise.resolve(known.robotId) : this.placements.lookup(serialNo).then((placement) => placement?.id);
    void robotId
      .then((id) => (id === undefined ? undefined : this.env.postStop(id)))
      .catch(() => undefined);
  }

  /** Turns a robot camera on while watched (counting viewers); the returned function stops watching. */
  watchCamera(serialNo: string, camera: string): () => void {
    const release = this.retain();
    if (this.cameras.addViewer(serialNo, camera) && this.connection.ready) this.switchCamera(serialNo, camera, true);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (this.cameras.removeViewer(serialNo, camera) && this.connection.ready) this.switchCamera(serialNo, camera, false);
      release();
    };
  }

  /** The building of a robot, from the live state or else looked up once over REST; null when unknown. */
  robotBuilding(serialNo: string): Promise<number | null> {
    const known = this.robots.get(serialNo);
    if (known) return Promise.resolve(known.buildingId);
    return this.placements.lookup(serialNo).then((placement) => placement?.buildingId ?? null);
  }

  private receive(socket: StreamSocket, data: unknown): void {
    if (typeof data !== 'string') {
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data instanceof Uint8Array ? data : null;
      if (bytes) this.cameras.receive(bytes, this.now(), this.serverNow());
      return;
    }
    // A message still being checked when its socket was replaced belongs to the old one.
    this.reader.read(data, (message) => {
      if (this.connection.isCurrent(socket)) this.handle(message);
    });
  }

  private handle(message: StreamServerMessage): void {
    switch (message.type) {
      case 'ready':
        this.connection.markReady();
        this.subscriptions.sync();
        this.commands.sendWaiting();
        // The server forgets a dropped browser's cameras; ask again for every watched one.
        for (const { serialNo, camera } of this.cameras.watched()) this.switchCamera(serialNo, camera, true);
        this.pings.start();
        return;
      case 'subscribed':
        this.robots.keepBuildings(message.buildingIds);
        this.awaitingSnapshot = true;
        return;
      case 'robots':
        this.restartCamerasOfReturningRobots(message.robots);
        if (this.awaitingSnapshot) {
          this.awaitingSnapshot = false;
          this.robots.replace(message.robots);
        } else {
          this.robots.upsert(message.robots);
        }
        return;
      case 'removed':
        this.robots.remove(message.serialNo, message.buildingId);
        return;
      case 'event': {
        const { type: _type, ...rest } = message;
        const event: LiveRobotEvent = { ...rest, receivedAt: this.now() };
        for (const listener of [...this.eventListeners]) listener(event);
        return;
      }
      case 'ack': {
        const { type: _type, ...ack } = message;
        this.commands.acknowledge(ack);
        return;
      }
      case 'pong':
        this.pings.pong(message.ts, message.serverTime);
        return;
      case 'error':
        this.errors.report({ code: message.code, message: message.message, receivedAt: this.now() });
        return;
    }
  }

  private restartCamerasOfReturningRobots(robots: readonly { serialNo: string; connection: string }[]): void {
    for (const robot of robots) {
      if (robot.connection !== 'online' || this.robots.get(robot.serialNo)?.connection !== 'offline') continue;
      for (const watched of this.cameras.watched()) {
        if (watched.serialNo === robot.serialNo) this.switchCamera(watched.serialNo, watched.camera, true);
      }
    }
  }

  private switchCamera(serialNo: string, camera: string, on: boolean): void {
    if (!isCameraId(camera)) return;
    this.command(serialNo, { name: 'camera', on, camera }, CAMERA_COMMAND_TIMEOUT_MS).catch(() => undefined);
  }
}

function isCameraId(camera: string): camera is CameraId {
  return (CameraId as readonly string[]).includes(camera);
}

import { CameraId, type RobotCommand, type StreamServerMessage } from '@fleetdeck/model';
import type { HttpError } from '../data/HttpError.js';
import { BuildingSubscriptions, selectionKey, type BuildingSelection } from './buildingSubscriptions.js';
import { CameraFeeds, type ObjectUrls } from './cameraFeeds.js';
import { LiveRobotStore, type FrameScheduler } from './liveRobotStore.js';
import type { LiveRobotEvent, RobotCommandAck, StreamStatus } from './liveTypes.js';
import { reconnectDelayMs } from './reconnectBackoff.js';
import { RobotCommandError } from './robotCommandError.js';
import { accessErrorForClose } from './streamCloseCodes.js';
import type { StreamSocket } from './streamSocket.js';

/** Default wait for an ack: the protocol treats a missing ack within 1 s as a lost link. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 1000;
/** How long the stream stays open after its last user leaves (a page change reuses it). */
export const IDLE_CLOSE_MS = 2000;
/** Clock probe interval; the pongs also keep idle proxies from dropping the socket. */
export const PING_INTERVAL_MS = 15_000;
// A camera answers once the robot has switched it, which takes longer than a drive command.
const CAMERA_COMMAND_TIMEOUT_MS = 5000;

/** A robot's id and building, looked up when the stream does not know the robot yet. */
export interface RobotPlacement {
  id: number;
  buildingId: number;
}

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
  random?: () => number;
  now?: () => number;
}

interface PendingCommand {
  text: string;
  sent: boolean;
  timer: ReturnType<typeof setTimeout>;
  resolve: (ack: RobotCommandAck) => void;
  reject: (error: RobotCommandError) => void;
  release: () => void;
}

/**
 * The page's one `/api/stream` connection: opened on first use, closed when nothing uses it,
 * authenticated by its first message, subscribed to the union of the buildings its users
 * follow, reconnected with backoff, and the place where commands meet their acks.
 */
export class LiveStream {
  readonly robots: LiveRobotStore;
  readonly cameras: CameraFeeds;
  private socket: StreamSocket | null = null;
  private ready = false;
  private everReady = false;
  private currentStatus: StreamStatus = 'closed';
  private readonly statusListeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: LiveRobotEvent) => void>();
  private readonly subscriptions = new BuildingSubscriptions();
  /** Key of the last `subscribe` sent on this socket; 'none' before the first. */
  private sentSelection = 'none';
  private subscribeQueued = false;
  private awaitingSnapshot = false;
  private readonly pending = new Map<number, PendingCommand>();
  private readonly placements = new Map<string, Promise<RobotPlacement | null>>();
  private nextRef = 1;
  private users = 0;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private clockOffsetMs = 0;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly env: LiveStreamEnvironment) {
    this.robots = new LiveRobotStore(env.scheduleFrame);
    this.cameras = new CameraFeeds(env.objectUrls);
    this.now = env.now ?? Date.now;
    this.random = env.random ?? Math.random;
  }

  /** The connection's state. */
  get status(): StreamStatus {
    return this.currentStatus;
  }

  /** Calls `listener` whenever the status changes; returns the unsubscribe function. */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** The browser clock corrected by the offset measured with ping/pong. */
  serverNow(): number {
    return this.now() + this.clockOffsetMs;
  }

  /** Keeps the connection open until the returned function is called. */
  retain(): () => void {
    this.users += 1;
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (this.users === 1 && !this.socket && !this.reconnectTimer) this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.idleTimer = setTimeout(() => this.shutdown(), IDLE_CLOSE_MS);
    };
  }

  /** Follows the robots of some buildings (null: all the user may see) until the returned function is called. */
  subscribeBuildings(buildingIds: BuildingSelection): () => void {
    const release = this.retain();
    const remove = this.subscriptions.add(buildingIds);
    this.queueSubscription();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      remove();
      this.queueSubscription();
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
    return new Promise<RobotCommandAck>((resolve, reject) => {
      const ref = this.nextRef++;
      const entry: PendingCommand = {
        text: JSON.stringify({ type: 'command', ref, serialNo, command }),
        sent: false,
        // A command that missed its moment is never sent late: the timeout removes it too.
        timer: setTimeout(() => this.settle(ref, new RobotCommandError('timeout')), timeoutMs),
        resolve,
        reject,
        release: this.retain(),
      };
      this.pending.set(ref, entry);
      if (this.ready) this.sendPending(entry);
    });
  }

  /**
   * Sends `stop` at once, ahead of anything queued; when the stream is not open, over REST
   * instead (a stop must get through whatever state the socket is in).
   */
  stop(serialNo: string): void {
    if (this.ready && this.socket) {
      this.socket.send(JSON.stringify({ type: 'command', ref: this.nextRef++, serialNo, command: { name: 'stop' } }));
      return;
    }
    const known = this.robots.get(serialNo);
    const robotId = known ? Promise.resolve(known.robotId) : this.lookup(serialNo).then((placement) => placement?.id);
    void robotId
      .then((id) => (id === undefined ? undefined : this.env.postStop(id)))
      .catch(() => undefined);
  }

  /** Turns a robot camera on while watched (counting viewers); the returned function stops watching. */
  watchCamera(serialNo: string, camera: string): () => void {
    const release = this.retain();
    if (this.cameras.addViewer(serialNo, camera) && this.ready) this.switchCamera(serialNo, camera, true);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (this.cameras.removeViewer(serialNo, camera) && this.ready) this.switchCamera(serialNo, camera, false);
      release();
    };
  }

  /** The building of a robot, from the live state or else looked up once over REST; null when unknown. */
  robotBuilding(serialNo: string): Promise<number | null> {
    const known = this.robots.get(serialNo);
    if (known) return Promise.resolve(known.buildingId);
    return this.lookup(serialNo).then((placement) => placement?.buildingId ?? null);
  }

  private lookup(serialNo: string): Promise<RobotPlacement | null> {
    let found = this.placements.get(serialNo);
    if (!found) {
      found = this.env.lookupRobot(serialNo).catch(() => null);
      this.placements.set(serialNo, found);
      // A failed or empty answer may change (robot registered, network back): ask again next time.
      void found.then((placement) => {
        if (!placement) this.placements.delete(serialNo);
      });
    }
    return found;
  }

  private setStatus(status: StreamStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  private connect(): void {
    if (!this.env.readToken()) {
      // Signed out: nothing to open until someone signs in and uses the stream again.
      this.setStatus('closed');
      return;
    }
    this.setStatus(this.everReady || this.attempt > 0 ? 'reconnecting' : 'connecting');
    let socket: StreamSocket;
    try {
      socket = this.env.openSocket();
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.ready = false;
    this.sentSelection = 'none';
    socket.onopen = () => {
      const token = this.env.readToken();
      if (token) socket.send(JSON.stringify({ type: 'auth', token }));
      else socket.close(1000, 'Signed out');
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.receive(event.data);
    };
    socket.onclose = (event) => this.closed(socket, event.code, event.reason);
    socket.onerror = () => undefined;
  }

  private closed(socket: StreamSocket, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.ready = false;
    this.stopPing();
    for (const ref of [...this.pending.keys()]) this.settle(ref, new RobotCommandError('closed'));
    const accessError = accessErrorForClose(code, reason);
    if (accessError) {
      // The next use (after signing in again) starts afresh rather than as a reconnect.
      this.everReady = false;
      this.attempt = 0;
      this.robots.clear();
      this.setStatus('closed');
      this.env.onAccessLost(accessError);
      return;
    }
    if (this.users === 0) {
      this.setStatus('closed');
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const delay = reconnectDelayMs(this.attempt, this.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.users > 0) this.connect();
      else this.setStatus('closed');
    }, delay);
  }

  private shutdown(): void {
    this.idleTimer = null;
    if (this.users > 0) return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    this.everReady = false;
    this.attempt = 0;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'No longer used');
    }
    this.robots.clear();
    this.setStatus('closed');
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') {
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data instanceof Uint8Array ? data : null;
      if (bytes) this.cameras.receive(bytes, this.now(), this.serverNow());
      return;
    }
    let message: StreamServerMessage;
    try {
      message = JSON.parse(data) as StreamServerMessage;
    } catch {
      return;
    }
    this.handle(message);
  }

  private handle(message: StreamServerMessage): void {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.everReady = true;
        this.attempt = 0;
        this.setStatus('open');
        this.sendSubscription();
        for (const entry of this.pending.values()) if (!entry.sent) this.sendPending(entry);
        // The server forgets a dropped browser's cameras; ask again for every watched one.
        for (const { serialNo, camera } of this.cameras.watched()) this.switchCamera(serialNo, camera, true);
        this.startPing();
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
        this.settle(ack.ref, ack);
        return;
      }
      case 'pong':
        // Half the round trip is the best guess of when the server read its clock.
        this.clockOffsetMs = message.serverTime - (message.ts + this.now()) / 2;
        return;
      case 'error':
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

  private settle(ref: number, outcome: RobotCommandAck | RobotCommandError): void {
    const entry = this.pending.get(ref);
    if (!entry) return;
    this.pending.delete(ref);
    clearTimeout(entry.timer);
    entry.release();
    if (outcome instanceof RobotCommandError) entry.reject(outcome);
    else entry.resolve(outcome);
  }

  private sendPending(entry: PendingCommand): void {
    if (!this.socket) return;
    entry.sent = true;
    this.socket.send(entry.text);
  }

  private switchCamera(serialNo: string, camera: string, on: boolean): void {
    if (!isCameraId(camera)) return;
    this.command(serialNo, { name: 'camera', on, camera }, CAMERA_COMMAND_TIMEOUT_MS).catch(() => undefined);
  }

  private queueSubscription(): void {
    if (this.subscribeQueued) return;
    this.subscribeQueued = true;
    // Hooks mounting in one render each add a holder; one message carries all of them.
    queueMicrotask(() => {
      this.subscribeQueued = false;
      this.sendSubscription();
    });
  }

  private sendSubscription(): void {
    if (!this.ready || !this.socket) return;
    const union = this.subscriptions.size === 0 ? [] : this.subscriptions.union();
    const key = this.subscriptions.size === 0 ? 'none' : selectionKey(union);
    if (key === this.sentSelection) return;
    this.sentSelection = key;
    this.socket.send(JSON.stringify({ type: 'subscribe', buildingIds: union }));
  }

  private startPing(): void {
    this.stopPing();
    const ping = () => this.socket?.send(JSON.stringify({ type: 'ping', ts: this.now() }));
    ping();
    this.pingTimer = setInterval(ping, PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }
}

function isCameraId(camera: string): camera is CameraId {
  return (CameraId as readonly string[]).includes(camera);
}

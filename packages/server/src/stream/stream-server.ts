import type { RawData, WebSocket } from 'ws';
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import {
  Gateway,
  GatewayLimits,
  StreamClientMessage,
  encodeCameraFrame,
  type RobotCommand,
  type StreamServerMessage,
  lazyValidator,
} from '@fleetdeck/model';
import { ApiError, validationMessage } from '../errors/api-error.js';
import { ajvToFieldErrors } from '../errors/validation-details.js';
import type { LiveRobot, LiveRobots } from '../gateway/live-robots.js';
import type { RobotGateway } from '../gateway/gateway-server.js';
import type { CommandOutcome } from '../gateway/robot-session.js';
import { operatorSender, SERVER_SENDER } from '../gateway/command-queue.js';
import { StreamClient } from './stream-client.js';
import { StreamSessionGuard } from './session-revalidation.js';
import { commandRefusal, isPrivilegedCommand } from './command-rules.js';
import { auditStreamCommand } from './stream-audit.js';
import { BrowserHeartbeat } from './browser-heartbeat.js';
import { RecentFrames } from './recent-frames.js';
import { ChangedStates } from './changed-states.js';
import { TickFlush } from './tick-flush.js';

// allErrors lets a refused command name its own field rather than another command's (validation-details.ts).
const ajv = new Ajv({ strict: false, allErrors: true });
const validateClientMessage = lazyValidator<StreamClientMessage>(() => ajv.compile<StreamClientMessage>(StreamClientMessage));

// A browser that drove a robot this recently is still driving it when its stream drops.
const DRIVING_GRACE_MS = 1000;

/**
 * The /api/stream endpoint for browsers: auth, building subscriptions, coalesced state, events,
 * commands, frames. Its sockets arrive through the /api/stream route (routes/robots/robot-socket-routes.ts).
 */
export class RobotStream {
  private readonly clients = new Set<StreamClient>();
  /** Subscribed clients per building, so a robot change touches only its followers. */
  private readonly followers = new Map<number, Set<StreamClient>>();
  /** Browsers watching each robot's camera. */
  private readonly viewers = new Map<number, Set<StreamClient>>();
  /** Which camera of each watched robot its viewers turned on last. */
  private readonly watchedCameras = new Map<number, Extract<RobotCommand, { name: 'camera' }>['camera']>();
  /** Robots changed since the last tick, serialized once per tick for all their followers. */
  private readonly changed = new ChangedStates();
  private readonly tickFlush = new TickFlush();
  private ticker: ReturnType<typeof setInterval> | null = null;
  private readonly unsubscribe: Array<() => void> = [];
  private readonly recentFrames = new RecentFrames();
  /** Re-checks each socket's session as HTTP would, and closes it when the session ends. */
  private readonly sessions: StreamSessionGuard;
  /** Drops browsers that stop answering pings (browser-heartbeat.ts). */
  private readonly heartbeat: BrowserHeartbeat;
  /** Whether browsers of another process of a cluster watch a robot connected here (cluster/camera-relay.ts). */
  watchedElsewhere: (robotId: number) => boolean = () => false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly robots: LiveRobots,
    private readonly gateway: RobotGateway,
  ) {
    this.sessions = new StreamSessionGuard(app, (client) => {
      if (client.requested !== undefined) this.subscribe(client, client.requested);
    });
    this.heartbeat = new BrowserHeartbeat(app.config.streamHeartbeat.intervalMs, app.config.streamHeartbeat.deadlineMs);
  }

  /** Starts the tick and listens to the gateway. */
  start(): void {
    this.unsubscribe.push(
      this.robots.onChange((robot) => {
        // A deleted robot's connection closes after its removal went out: that change is not news.
        if (this.robots.byRobotId(robot.meta.id) !== robot) return;
        if (this.followers.get(robot.meta.buildingId)?.size) this.changed.add(robot);
      }),
      this.robots.onRemove((robot, buildingId) => {
        const message: StreamServerMessage = { type: 'removed', robotId: robot.meta.id, serialNo: robot.meta.serialNo, buildingId };
        const text = JSON.stringify(message);
        this.recentFrames.forget(robot.meta.id);
        this.changed.remove(robot, buildingId);
        for (const client of this.followers.get(buildingId) ?? []) {
          // A state still waiting for the tick would bring the robot back after its removal.
          client.dirty.delete(robot);
          client.sendRaw(text);
        }
      }),
      this.robots.onEvent((robot, event) => {
        const message: StreamServerMessage = {
          type: 'event',
          robotId: robot.meta.id,
          serialNo: robot.meta.serialNo,
          buildingId: robot.meta.buildingId,
          event,
        };
        const text = JSON.stringify(message);
        for (const client of this.followers.get(robot.meta.buildingId) ?? []) client.sendRaw(text);
      }),
      this.gateway.onFrame((robot, frame) => {
        this.relayFrame(robot.meta.id, encodeCameraFrame({ ...frame.header, serialNo: robot.meta.serialNo }, frame.jpeg));
      }),
      // A robot that connected again (here, or on another process after its own died) starts with
      // its camera off: browsers still watching it must get frames again.
      this.gateway.onConnect((robot) => {
        const camera = this.watchedCameras.get(robot.meta.id);
        if (camera && this.hasViewers(robot.meta.id)) void this.gateway.command(robot.meta.id, { name: 'camera', on: true, camera }, SERVER_SENDER);
      }),
    );
    this.ticker ??= setInterval(() => {
      this.tickFlush.start(this.changed.take(), this.clients);
      if (this.recentFrames.size > 0) this.recentFrames.sweep();
    }, Gateway.streamTickMs);
    this.ticker.unref();
    this.heartbeat.start();
  }

  /** Closes every browser connection. */
  stop(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    this.tickFlush.stop();
    for (const u of this.unsubscribe.splice(0)) u();
    this.sessions.stop();
    this.heartbeat.stop();
    for (const client of this.clients) client.socket.terminate();
  }

  /** Sends a robot's camera frame (as browsers receive it) to its viewers here, and keeps it as its newest. */
  relayFrame(robotId: number, relayed: Uint8Array): void {
    // A robot streams only while someone watches (or just after): keeping its newest frame is cheap.
    this.recentFrames.keep(robotId, relayed);
    for (const client of this.viewers.get(robotId) ?? []) client.sendBinary(relayed);
  }

  /** Whether a browser of this process watches the robot's camera. */
  hasViewers(robotId: number): boolean {
    return (this.viewers.get(robotId)?.size ?? 0) > 0;
  }

  /** Number of connected browsers. */
  get clientCount(): number {
    return this.clients.size;
  }

  /**
   * Takes a browser's new socket from `address` (the allow-lists check it): it has 5 s to send its
   * token. A message over GatewayLimits.streamMessageMaxBytes closes it (1009): the sockets' shared
   * maxPayload (plugins/websockets.ts) is the robots' far larger one.
   */
  accept(socket: WebSocket, address: string): void {
    const client = new StreamClient(socket);
    this.clients.add(client);
    this.heartbeat.track(socket);
    const authTimer = setTimeout(() => socket.close(4401, 'No auth message'), Gateway.helloTimeoutMs);
    let queue = Promise.resolve();
    let tooLarge = false;
    socket.on('message', (data, isBinary) => {
      // Nothing is read after a message too large, as ws reads nothing after one beyond its maxPayload.
      if (tooLarge) return;
      if (byteLength(data) > GatewayLimits.streamMessageMaxBytes) {
        tooLarge = true;
        socket.close(1009);
        return;
      }
      if (isBinary) return;
      // Messages are handled in order, so a command never overtakes the auth before it.
      queue = queue.then(() => this.onMessage(client, String(data), address, authTimer)).catch(() => socket.close(1011, 'Internal error'));
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.dropped(client);
    });
    socket.on('error', () => socket.terminate());
  }

  private async onMessage(client: StreamClient, text: string, address: string, authTimer: ReturnType<typeof setTimeout>): Promise<void> {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      client.send({ type: 'error', code: 'VALIDATION_FAILED', message: 'Messages must be JSON' });
      return;
    }
    if (!validateClientMessage(message)) {
      client.send({ type: 'error', code: 'VALIDATION_FAILED', message: validationMessage(ajvToFieldErrors(validateClientMessage.errors ?? [], '', message)) });
      return;
    }
    if (message.type === 'auth') {
      clearTimeout(authTimer);
      await this.auth(client, message.token, address);
      return;
    }
    if (!client.session) {
      client.socket.close(4401, 'Authenticate first');
      return;
    }
    // Logout, a password change, a revoked device, a contract or allow-list change…: checked before acting.
    if (!(await this.sessions.confirm(client))) return;
    switch (message.type) {
      case 'subscribe':
        this.subscribe(client, message.buildingIds);
        return;
      case 'ping':
        client.send({ type: 'pong', ts: message.ts, serverTime: Date.now() });
        return;
      case 'command': {
        // Not awaited: a command waiting for its ack must not hold back the next one (a stop above all).
        const { ref, serialNo } = message;
        void this.command(client, serialNo, message.command, address).then((outcome) => client.send({ type: 'ack', ref, serialNo, ...outcome }));
        return;
      }
    }
  }

  private async auth(client: StreamClient, token: string, address: string): Promise<void> {
    try {
      await this.sessions.admit(client, token, address);
      const session = client.session;
      if (!session) return;
      client.send({ type: 'ready', userId: session.operatorId, buildingIds: [...client.permitted], tickMs: Gateway.streamTickMs });
    } catch (error) {
      const status = error instanceof ApiError ? error.statusCode : 401;
      const code = error instanceof ApiError ? error.code : 'UNAUTHORIZED';
      client.send({ type: 'error', code, message: error instanceof Error ? error.message : 'Unauthorized' });
      // 4000 + HTTP status: 4401 sign in again, 4403 not allowed from here or a §4 gate, 4498/4499 contract.
      client.socket.close(4000 + (status >= 400 && status < 500 ? status : 401), code);
    }
  }

  private subscribe(client: StreamClient, buildingIds: number[] | null): void {
    client.requested = buildingIds;
    for (const id of client.subscribed) this.followers.get(id)?.delete(client);
    const wanted = buildingIds === null ? [...client.permitted] : buildingIds.filter((id) => client.permitted.has(id));
    client.follow(wanted);
    for (const id of wanted) {
      let set = this.followers.get(id);
      if (!set) this.followers.set(id, (set = new Set()));
      set.add(client);
    }
    // A tick still on its way was serialized before this snapshot: it goes first, or it would
    // follow the snapshot and take the browser back to older states.
    this.tickFlush.finish();
    client.send({ type: 'subscribed', buildingIds: wanted });
    client.dirty.clear();
    for (const robot of this.robots.all()) if (client.subscribed.has(robot.meta.buildingId)) client.dirty.add(robot);
    // The snapshot goes out now, whether or not the robots change before the next tick.
    client.flush();
  }

  private async command(client: StreamClient, serialNo: string, command: RobotCommand, address: string): Promise<CommandOutcome> {
    const robot = this.robots.bySerialNo(serialNo);
    const session = client.session;
    if (!session || !robot || !client.permitted.has(robot.meta.buildingId)) return { result: 'rejected', code: 'FORBIDDEN' };
    const refusal = commandRefusal(session, robot, command);
    if (refusal) return { result: 'rejected', code: refusal.code, message: refusal.message };
    if (command.name === 'teleop') client.driving.set(robot.meta.id, Date.now());
    if (command.name === 'stop') client.driving.delete(robot.meta.id);
    // Waiting commands are capped and served per operator (CommandQueueLimits): refused COMMAND_QUEUE_FULL past the cap.
    const sender = operatorSender(session.operatorId);
    if (command.name === 'camera') return this.camera(client, robot, command, sender);
    const outcome = await this.gateway.command(robot.meta.id, command, sender);
    if (isPrivilegedCommand(command)) {
      // Written before the ack, as the REST routes answer after theirs; a failed write does not lose the ack.
      await auditStreamCommand(this.app.db, session, address, robot.meta.id, command, outcome).catch((err: unknown) =>
        this.app.log.error({ err }, 'stream command audit failed'),
      );
    }
    return outcome;
  }

  private async camera(client: StreamClient, robot: LiveRobot, command: Extract<RobotCommand, { name: 'camera' }>, sender: string): Promise<CommandOutcome> {
    const id = robot.meta.id;
    let viewers = this.viewers.get(id);
    if (command.on) {
      if (!viewers) this.viewers.set(id, (viewers = new Set()));
      viewers.add(client);
      client.cameras.add(id);
      this.watchedCameras.set(id, command.camera);
      // The newest frame, if recent, shows at once; the robot's next one follows the command.
      const recent = this.recentFrames.recent(id);
      if (recent) client.sendBinary(recent);
      return this.gateway.command(id, command, sender);
    }
    viewers?.delete(client);
    client.cameras.delete(id);
    if (!this.hasViewers(id)) this.watchedCameras.delete(id);
    // Another browser may still be watching, here or on another process: the robot keeps streaming for it.
    if ((viewers && viewers.size > 0) || this.watchedElsewhere(id)) return { result: 'ok' };
    return this.gateway.command(id, command, sender);
  }

  private dropped(client: StreamClient): void {
    this.clients.delete(client);
    this.sessions.forget(client);
    for (const id of client.subscribed) this.followers.get(id)?.delete(client);
    for (const id of client.cameras) {
      const viewers = this.viewers.get(id);
      viewers?.delete(client);
      if (!this.hasViewers(id)) this.watchedCameras.delete(id);
      const camera = this.robots.byRobotId(id)?.telemetry?.camera;
      if (viewers?.size === 0 && camera && !this.watchedElsewhere(id)) void this.gateway.command(id, { name: 'camera', on: false, camera });
    }
    const now = Date.now();
    for (const [id, at] of client.driving) {
      const robot = this.robots.byRobotId(id);
      const moving = (robot?.telemetry?.velocity.linear ?? 0) !== 0 || (robot?.telemetry?.velocity.angular ?? 0) !== 0;
      // The robot's dead-man would stop it anyway; the server's stop makes it certain and immediate.
      if (moving || now - at < DRIVING_GRACE_MS) void this.gateway.command(id, { name: 'stop' });
    }
  }
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((total, part) => total + part.length, 0);
  return data.byteLength;
}

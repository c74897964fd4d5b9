import type { FastifyBaseLogger } from 'fastify';
import { encodeCameraFrame, type RobotCommand } from '@fleetdeck/model';
import { headers, type Subscription } from 'nats';
import type { RobotGateway } from '../gateway/gateway-server.js';
import type { LiveRobots } from '../gateway/live-robots.js';
import type { CommandOutcome } from '../gateway/robot-session.js';
import type { CommandSender } from '../gateway/command-queue.js';
import type { RobotStream } from '../stream/stream-server.js';
import { SUBJECT_PREFIX, type MessageBus } from './message-bus.js';
import { answerAlive, processPresence } from './process-presence.js';

/** Camera frames for the browsers of one process: `fleetdeck.frames.<origin>`. */
const framesSubject = (origin: string) => `${SUBJECT_PREFIX}.frames.${origin}`;
/** How often a holding process asks whether the processes watching its robots still live. */
const WATCHER_CHECK_MS = 5000;
/** Which robot a relayed frame is from. */
const ROBOT_HEADER = 'Fleetdeck-Robot';

type CameraCommand = Extract<RobotCommand, { name: 'camera' }>;

/**
 * Camera frames across the cluster: a browser on any process watches a robot held by another.
 * The holding process counts the processes whose browsers turned the robot's camera on (their
 * camera commands reach it through the robot's command subject, cluster/robot-routing.ts) beside
 * its own viewers, turns the camera off only when none is left, and sends each frame once to each
 * watching process, which relays it to its viewers and keeps it as the robot's newest frame
 * (stream/recent-frames.ts). Frames cross NATS only while a browser elsewhere watches: a watching
 * process that died without turning the camera off (no one answers its alive subject) stops
 * counting, and the camera goes off when no one is left.
 */
export class CameraRelay {
  /** Robots connected here: the other processes whose browsers watch their camera. */
  private readonly watchers = new Map<number, Set<string>>();
  private readonly stops: Array<() => void> = [];
  private inbox: Subscription | null = null;
  private alive: Subscription | null = null;
  private checker: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly bus: MessageBus,
    private readonly origin: string,
    private readonly robots: LiveRobots,
    private readonly gateway: RobotGateway,
    private readonly stream: RobotStream,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.inbox = this.bus.nats.subscribe(framesSubject(this.origin), {
      callback: (err, message) => {
        if (err) return;
        const id = Number(message.headers?.get(ROBOT_HEADER));
        if (Number.isInteger(id)) this.stream.relayFrame(id, message.data);
      },
    });
    // Its browsers may be watching cameras elsewhere: the holding processes ask whether it lives.
    this.alive = answerAlive(this.bus, this.origin);
    this.checker = setInterval(() => this.checkWatchers(), WATCHER_CHECK_MS);
    this.checker.unref();
    this.stream.watchedElsewhere = (id) => (this.watchers.get(id)?.size ?? 0) > 0;
    this.stops.push(
      this.gateway.onFrame((robot, frame) => {
        const watching = this.watchers.get(robot.meta.id);
        if (!watching || watching.size === 0) return;
        const relayed = encodeCameraFrame({ ...frame.header, serialNo: robot.meta.serialNo }, frame.jpeg);
        const h = headers();
        h.set(ROBOT_HEADER, String(robot.meta.id));
        for (const origin of watching) {
          try {
            this.bus.nats.publish(framesSubject(origin), relayed, { headers: h });
          } catch (err) {
            this.log.warn({ err }, 'camera frame not relayed');
          }
        }
      }),
      // A robot that left this process streams for no one here: its next process counts afresh.
      this.robots.onChange((robot) => {
        if (!this.gateway.isConnected(robot.meta.id)) this.watchers.delete(robot.meta.id);
      }),
      this.robots.onRemove((robot) => {
        this.watchers.delete(robot.meta.id);
      }),
    );
  }

  /** A camera command from the browsers of process `origin` for a robot connected here. */
  command(id: number, origin: string, command: CameraCommand, sender: CommandSender): Promise<CommandOutcome> {
    let watching = this.watchers.get(id);
    if (command.on) {
      if (!watching) this.watchers.set(id, (watching = new Set()));
      watching.add(origin);
      return this.gateway.command(id, command, sender);
    }
    watching?.delete(origin);
    if (watching?.size === 0) this.watchers.delete(id);
    // Browsers here or on another process still watch: the robot keeps streaming for them.
    if (this.stream.hasViewers(id) || (watching?.size ?? 0) > 0) return Promise.resolve({ result: 'ok' });
    return this.gateway.command(id, command, sender);
  }

  /** Drops the watching processes that no longer live; a camera no one watches any more goes off. */
  private checkWatchers(): void {
    const origins = new Set<string>();
    for (const watching of this.watchers.values()) for (const origin of watching) origins.add(origin);
    for (const origin of origins) {
      void processPresence(this.bus, origin, WATCHER_CHECK_MS / 2).then((presence) => {
        // A busy process that answers late is still watching; only one no one answers for is gone.
        if (presence !== 'gone') return;
        for (const [id, watching] of this.watchers) {
          if (!watching.delete(origin) || watching.size > 0) continue;
          this.watchers.delete(id);
          const camera = this.robots.byRobotId(id)?.telemetry?.camera;
          if (camera && !this.stream.hasViewers(id)) void this.gateway.command(id, { name: 'camera', on: false, camera });
        }
      });
    }
  }

  stop(): void {
    if (this.checker) clearInterval(this.checker);
    this.checker = null;
    this.alive?.unsubscribe();
    this.alive = null;
    this.stream.watchedElsewhere = () => false;
    for (const stop of this.stops.splice(0)) stop();
    this.inbox?.unsubscribe();
    this.inbox = null;
    this.watchers.clear();
  }
}

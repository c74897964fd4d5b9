import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Gateway, type LiveTelemetry, type RobotCommand, type RobotEventRecord } from '@fleetdeck/model';
import type { Subscription } from 'nats';
import type { Database } from '../db/database.js';
import type { RobotGateway } from '../gateway/gateway-server.js';
import type { GatewayMetrics } from '../gateway/gateway-metrics.js';
import type { LiveRobot, LiveRobots } from '../gateway/live-robots.js';
import type { CommandOutcome } from '../gateway/robot-session.js';
import { ACK_TIMEOUT_MS } from '../gateway/robot-session.js';
import type { CommandSender } from '../gateway/command-queue.js';
import type { RobotStream } from '../stream/stream-server.js';
import { SUBJECT_PREFIX, type MessageBus } from './message-bus.js';
import { CameraRelay } from './camera-relay.js';
import { processPresence } from './process-presence.js';
import { logVanishedOffline } from './vanished-holder.js';
import { StateBatches } from './state-batches.js';

/** Live state of robots, per building: `fleetdeck.live.<buildingId>.state` and `.event`. */
const liveSubject = (buildingId: number | '*', kind: 'state' | 'event') => `${SUBJECT_PREFIX}.live.${buildingId}.${kind}`;
/** Commands for one robot, answered by the process that holds its socket. */
const commandSubject = (robotId: number) => `${SUBJECT_PREFIX}.robot.${robotId}.command`;

/**
 * How long a command may take through the hop: its wait in the robot's queue and the robot's ack
 * (ACK_TIMEOUT_MS) on the holding process, with room for both.
 */
const REMOTE_COMMAND_TIMEOUT_MS = 3 * ACK_TIMEOUT_MS;
/** How often robots held elsewhere are checked for silence (their process may have died). */
const SILENCE_SWEEP_MS = 250;
/** How often the processes that held robots gone silent are asked whether they still live. */
const HOLDER_CHECK_MS = 1000;

interface StateNotice {
  origin: string;
  id: number;
  connection: LiveRobot['connection'];
  lastCommunicationAt: number | null;
  telemetry: LiveTelemetry | null;
}

interface EventNotice {
  origin: string;
  id: number;
  event: RobotEventRecord;
}

interface CommandRequest {
  command: RobotCommand;
  sender: CommandSender;
  /** The process asking: camera frames go to its browsers (camera-relay.ts). */
  origin: string;
}

/**
 * Makes a cluster one fleet: a robot connects to any process, and every process shows it and
 * drives it.
 * - The process holding a robot's socket publishes each change of its live state and each event
 *   on its building's subjects; the others apply them to their registry, so their browser streams
 *   send them as their own robots' (and a robot whose process went silent goes offline there
 *   after Gateway.offlineAfterMs, as a silent robot does). When that process is gone (no one
 *   answers its alive subject), the robot's "offline" event is written once across the cluster
 *   (cluster/vanished-holder.ts), unless it came online again somewhere meanwhile.
 * - A robot that comes online on another process (it failed over, or its process changed) is
 *   announced to the gateway's connect listeners, as one connecting here is, so browsers here
 *   watching its camera get it turned on again there (stream/stream-server.ts).
 * - It also answers the robot's command subject: a command for a robot connected elsewhere goes
 *   there by NATS request-reply and is queued, sent and acknowledged on that process exactly as
 *   a local one (the stop lane and the teleop dead-man are the robot session's, so they hold).
 * - Camera frames go to the processes whose browsers watch (camera-relay.ts).
 * Answers a function that stops routing.
 */
export function routeRobots(
  bus: MessageBus,
  db: Kysely<Database>,
  robots: LiveRobots,
  gateway: RobotGateway,
  stream: RobotStream,
  log: FastifyBaseLogger,
  metrics: GatewayMetrics,
): () => void {
  const origin = randomBytes(8).toString('hex');
  const cameras = new CameraRelay(bus, origin, robots, gateway, stream, log);
  cameras.start();
  const responders = new Map<number, Subscription>();
  /** Robots held by another process: which one, and when its last notice came. */
  const heard = new Map<number, Holding>();
  /** Robots that went silent while another process held them: whether that process died is asked next. */
  const silent = new Map<number, Holding>();

  const publish = (subject: string, payload: unknown) => {
    try {
      bus.nats.publish(subject, JSON.stringify(payload));
    } catch (err) {
      log.warn({ err, subject }, 'cluster notice not sent');
    }
  };

  // Telemetry goes in batches (state-batches.ts); a change of connection goes at once, and drops
  // the robot's waiting state, which would otherwise arrive after it and undo it.
  const batches = new StateBatches<StateNotice>((subject, notices) => publish(subject, notices));
  const publishedConnection = new Map<number, LiveRobot['connection']>();

  const answer = (id: number) =>
    bus.nats.subscribe(commandSubject(id), {
      callback: (err, message) => {
        if (err) return;
        let request: CommandRequest;
        try {
          request = message.json<CommandRequest>();
        } catch {
          return;
        }
        const { command, sender } = request;
        const outcome =
          command.name === 'camera' && typeof request.origin === 'string'
            ? cameras.command(id, request.origin, command, sender)
            : gateway.command(id, command, sender);
        void outcome.then(
          (outcome) => message.respond(JSON.stringify(outcome)),
          () => message.respond(JSON.stringify({ result: 'error', code: 'ROBOT_OFFLINE' } satisfies CommandOutcome)),
        );
      },
    });

  const unlistenChange = robots.onChange((robot) => {
    const id = robot.meta.id;
    if (gateway.isConnected(id)) {
      if (!responders.has(id)) responders.set(id, answer(id));
      heard.delete(id);
      silent.delete(id);
    } else {
      const responder = responders.get(id);
      // Still ours until this change: tell the others it went offline here.
      if (!responder) return;
      responder.unsubscribe();
      responders.delete(id);
    }
    const notice: StateNotice = { origin, id, connection: robot.connection, lastCommunicationAt: robot.lastCommunicationAt, telemetry: robot.telemetry };
    const subject = liveSubject(robot.meta.buildingId, 'state');
    if (publishedConnection.get(id) === robot.connection) {
      batches.add(subject, notice);
      return;
    }
    batches.drop(id);
    publish(subject, [notice]);
    if (responders.has(id)) publishedConnection.set(id, robot.connection);
    else publishedConnection.delete(id);
  });

  const unlistenEvent = robots.onEvent((robot, event) => {
    if (!gateway.isConnected(robot.meta.id)) return;
    const notice: EventNotice = { origin, id: robot.meta.id, event };
    publish(liveSubject(robot.meta.buildingId, 'event'), notice);
  });

  const held = (id: number): LiveRobot | undefined => (gateway.isConnected(id) ? undefined : robots.byRobotId(id));

  const states = bus.nats.subscribe(liveSubject('*', 'state'), {
    callback: (err, message) => {
      if (err) return;
      const notices = parse<StateNotice[] | StateNotice>(message);
      // A single notice is what a process of an earlier version sends.
      for (const notice of Array.isArray(notices) ? notices : notices ? [notices] : []) takeState(notice);
    },
  });

  function takeState(notice: StateNotice): void {
    if (notice.origin === origin) return;
    const robot = held(notice.id);
    if (!robot) return;
    const holder = heard.get(notice.id)?.origin;
    const online = notice.connection === 'online';
    // A process the robot has left may report it offline after its new process reported it online.
    if (!online && holder !== undefined && holder !== notice.origin) return;
    robot.connection = notice.connection;
    robot.lastCommunicationAt = notice.lastCommunicationAt;
    robot.telemetry = notice.telemetry;
    if (online) heard.set(notice.id, { origin: notice.origin, at: Date.now() });
    else heard.delete(notice.id);
    silent.delete(notice.id);
    robots.changed(robot);
    if (online && holder !== notice.origin) gateway.connectedElsewhere(robot);
  }

  const events = bus.nats.subscribe(liveSubject('*', 'event'), {
    callback: (err, message) => {
      if (err) return;
      const notice = parse<EventNotice>(message);
      if (!notice || notice.origin === origin) return;
      const robot = held(notice.id);
      if (robot) robots.emitEvent(robot, notice.event);
    },
  });

  // A robot whose process died sends nothing more: it goes offline here as a silent robot does.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [id, holding] of heard) {
      if (now - holding.at < Gateway.offlineAfterMs) continue;
      heard.delete(id);
      const robot = held(id);
      if (robot && robot.connection === 'online') {
        robot.connection = 'offline';
        robots.changed(robot);
        silent.set(id, holding);
      }
    }
  }, SILENCE_SWEEP_MS);
  sweeper.unref();

  const asking = new Set<string>();
  // Robots still to judge, and processes being asked about (their robots' events written in that turn).
  metrics.watchHolderChecks(() => silent.size + asking.size);
  // Whose process is gone gets its "offline" event; whose process lives is that process's to judge.
  const holderCheck = setInterval(() => {
    const origins = new Set([...silent.values()].map((holding) => holding.origin));
    for (const gone of origins) {
      if (asking.has(gone)) continue;
      asking.add(gone);
      void processPresence(bus, gone, HOLDER_CHECK_MS)
        .then(async (presence) => {
          if (presence === 'unsure') return;
          for (const [id, holding] of silent) {
            if (holding.origin !== gone) continue;
            silent.delete(id);
            const robot = held(id);
            if (presence === 'alive' || !robot || robot.connection !== 'offline') continue;
            await logVanishedOffline(db, robot, holding.at).then(
              (wrote) => wrote && log.info({ robotId: id, serialNo: robot.meta.serialNo }, 'robot of a vanished process logged offline'),
              (err: unknown) => log.warn({ err, robotId: id }, 'offline event of a robot of a vanished process not written'),
            );
          }
        })
        .finally(() => asking.delete(gone));
    }
  }, HOLDER_CHECK_MS);
  holderCheck.unref();

  gateway.routeRemote(async (id, command, sender): Promise<CommandOutcome> => {
    const request: CommandRequest = { command, sender, origin };
    try {
      const reply = await bus.nats.request(commandSubject(id), JSON.stringify(request), { timeout: REMOTE_COMMAND_TIMEOUT_MS });
      return reply.json<CommandOutcome>();
    } catch (err) {
      // No process holds the robot (no responders), or the one that did went away.
      const code = (err as { code?: string }).code;
      return code === 'TIMEOUT' ? { result: 'error', code: 'ACK_TIMEOUT' } : { result: 'error', code: 'ROBOT_OFFLINE' };
    }
  });

  return () => {
    gateway.routeRemote(null);
    cameras.stop();
    clearInterval(sweeper);
    clearInterval(holderCheck);
    unlistenChange();
    unlistenEvent();
    batches.flush();
    states.unsubscribe();
    events.unsubscribe();
    for (const responder of responders.values()) responder.unsubscribe();
    responders.clear();
  };
}

/** Which process holds a robot connected elsewhere, and when it last spoke of it. */
interface Holding {
  origin: string;
  at: number;
}

function parse<T>(message: { json<J>(): J }): T | null {
  try {
    return message.json<T>();
  } catch {
    return null;
  }
}

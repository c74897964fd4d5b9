import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.js';
import { AckResult, RobotCommand } from './gateway.js';
import type { LiveTelemetry, RobotEventRecord } from './gateway-notes.js';
import { RobotConnection, type RobotStatus } from './statuses.js';

// The /api/stream protocol for browsers (docs/gateway-protocol.md, "Browser stream").

/** First browser message: the session bearer token. */
export const StreamAuthMessage = Type.Object({
  type: Type.Literal('auth'),
  token: Type.String({ minLength: 1, maxLength: 512 }),
});

/** Choose buildings to follow; `null` means every building the user may see. */
export const StreamSubscribeMessage = Type.Object({
  type: Type.Literal('subscribe'),
  buildingIds: Type.Union([Type.Array(Id, { maxItems: 1000 }), Type.Null()]),
});

/** A command for one robot; the server answers with an `ack` carrying the same `ref`. */
export const StreamCommandMessage = Type.Object({
  type: Type.Literal('command'),
  ref: Type.Integer({ minimum: 0 }),
  serialNo: Type.String({ minLength: 1, maxLength: 24 }),
  command: RobotCommand,
});

/** Keep-alive and clock probe. */
export const StreamPingMessage = Type.Object({ type: Type.Literal('ping'), ts: Type.Number() });

/** Any message a browser may send. */
export const StreamClientMessage = Type.Union([
  StreamAuthMessage,
  StreamSubscribeMessage,
  StreamCommandMessage,
  StreamPingMessage,
]);
export type StreamClientMessage = Static<typeof StreamClientMessage>;

/**
 * Latest known state of one robot as browsers see it: what the SDK's `useLiveRobots` and
 * `useLiveRobot` return, kept current from `/api/stream`.
 *
 * @example
 * ```tsx
 * const { robots } = useLiveRobots(null);
 * const online = robots.filter((robot) => robot.connection === 'online');
 * const low = robots.filter((robot) => (robot.telemetry?.battery.percent ?? 100) < 20);
 * const shown = robots.map((robot) => ({ robot, status: liveRobotStatus(robot) }));
 * ```
 */
export interface RobotLiveState {
  /** The robot's record id (`/api/robots/{robotId}`). */
  robotId: number;
  /** The serial number robots and commands are addressed by (`useLiveRobot(serialNo)`, `sendRobotCommand`). */
  serialNo: string;
  /** The name an administrator gave it. */
  name: string;
  /** Its model name. */
  model: string;
  /** The building it belongs to; `useLiveRobots([buildingId])` follows only those. */
  buildingId: number;
  /**
   * The §4 status an administrator registered (PATCH /api/robots/{id}); what the robot reports is in
   * `telemetry.status`. Screens combine the two with `liveRobotStatus`.
   */
  registeredStatus: RobotStatus;
  /** Whether the robot's link to the server is up, as the server last saw it. */
  connection: RobotConnection;
  /** Server clock, ms since epoch, of the last message from the robot (null: never heard). */
  lastCommunicationAt: number | null;
  /** Last telemetry without its `type` (`floorId` null while not one of its building's floors); null until the robot first reports. */
  telemetry: LiveTelemetry | null;
}

/** Messages the server sends a browser. */
export type StreamServerMessage =
  | { type: 'ready'; userId: number; buildingIds: number[]; tickMs: number }
  | { type: 'subscribed'; buildingIds: number[] }
  | { type: 'robots'; robots: RobotLiveState[] }
  /** The robot left the followed building `buildingId`: deleted, or moved to another building. */
  | { type: 'removed'; robotId: number; serialNo: string; buildingId: number }
  | { type: 'event'; robotId: number; serialNo: string; buildingId: number; event: RobotEventRecord }
  | {
      type: 'ack';
      ref: number;
      serialNo: string;
      result: AckResult;
      code?: string;
      message?: string;
      data?: Record<string, unknown>;
    }
  | { type: 'pong'; ts: number; serverTime: number }
  | { type: 'error'; code: string; message: string };

// Written as `enum` and type lists rather than unions: browsers check a state per robot, thousands
// per snapshot, and an interpreting validator tries every branch of a union.
const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ enum: [...values] });
const orNull = <T>(type: 'number' | 'object') => Type.Unsafe<T | null>({ type: [type, 'null'] });
// Timestamps as numbers; the server writes them, so no range beyond what JSON numbers hold.
const Ms = Type.Number();

/**
 * The shape browsers check every server message against before acting on it (each member by its
 * `type`). Robot states and events are checked as far as the console relies on them (identity,
 * building, connection, event kind and code); telemetry inside a state stays an object: checking
 * each field of thousands of robots every tick would cost more than the drift it could catch, and
 * the server built it from a robot message that the gateway already validated in full.
 */
export const StreamServerMessage = Type.Union([
  Type.Object({ type: Type.Literal('ready'), userId: Id, buildingIds: Type.Array(Id), tickMs: Type.Integer({ minimum: 1 }) }),
  Type.Object({ type: Type.Literal('subscribed'), buildingIds: Type.Array(Id) }),
  Type.Object({
    type: Type.Literal('robots'),
    robots: Type.Array(
      Type.Object({
        robotId: Id,
        serialNo: Type.String({ minLength: 1 }),
        name: Type.String(),
        model: Type.String(),
        buildingId: Id,
        registeredStatus: Type.Integer(),
        connection: oneOf(RobotConnection),
        lastCommunicationAt: orNull<number>('number'),
        telemetry: orNull<object>('object'),
      }),
    ),
  }),
  Type.Object({ type: Type.Literal('removed'), robotId: Id, serialNo: Type.String({ minLength: 1 }), buildingId: Id }),
  Type.Object({
    type: Type.Literal('event'),
    robotId: Id,
    serialNo: Type.String({ minLength: 1 }),
    buildingId: Id,
    // Codes are strings or numbers depending on the kind (gateway.ts).
    event: Type.Object({ ts: Ms, kind: Type.String(), code: Type.Unsafe<string | number>({ type: ['string', 'number'] }), level: Type.Integer() }),
  }),
  Type.Object({
    type: Type.Literal('ack'),
    ref: Type.Integer({ minimum: 0 }),
    serialNo: Type.String(),
    result: oneOf(AckResult),
    code: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  }),
  Type.Object({ type: Type.Literal('pong'), ts: Ms, serverTime: Ms }),
  Type.Object({ type: Type.Literal('error'), code: Type.String({ minLength: 1 }), message: Type.String() }),
]);

// Every message the server may send passes the check: a change to the type that the schema does not follow fails to compile.
type ServerMessageFitsSchema = StreamServerMessage extends Static<typeof StreamServerMessage> ? true : never;
const serverMessageFitsSchema: ServerMessageFitsSchema = true;
void serverMessageFitsSchema;

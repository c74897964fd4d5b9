import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.js';
import { RobotCommand, type AckResult } from './gateway.js';
import type { LiveTelemetry, RobotEventRecord } from './gateway-notes.js';
import type { RobotConnection, RobotStatus } from './statuses.js';

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

/** Latest known state of one robot as browsers see it. */
export interface RobotLiveState {
  robotId: number;
  serialNo: string;
  name: string;
  model: string;
  buildingId: number;
  /**
   * The §4 status an administrator registered (PATCH /api/robots/{id}); what the robot reports is in
   * `telemetry.status`. Screens combine the two with `liveRobotStatus`.
   */
  registeredStatus: RobotStatus;
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

import { Type, type Static } from '@sinclair/typebox';

// Caps on what one robot may send the gateway and on the commands waiting for one robot
// (docs/gateway-protocol.md, "Limits"). Values the spec does not give are chosen here: each is a
// few times what a working robot or operator needs, so only a flood reaches it.

/** What one robot may send on /gateway, and what a browser may send on /api/stream. */
export const GatewayLimits = {
  /**
   * Largest JSON text message a robot may send, bytes (UTF-8). Telemetry is about 400 bytes and an
   * event with the largest `data` about 5 KB; a larger message is answered `error MESSAGE_TOO_LARGE`
   * and not read.
   */
  textMessageMaxBytes: 16 * 1024,
  /** Largest binary message (camera frame or photo JPEG) a robot may send: the WebSocket maxPayload of /gateway. */
  binaryMessageMaxBytes: 4 * 1024 * 1024,
  /** Largest `data` of an event, serialized as JSON, bytes (UTF-8); a larger event is answered `error EVENT_TOO_LARGE`. */
  eventDataMaxBytes: 4 * 1024,
  /** Events a robot may send at once (token bucket size); counts every event stored for it, its connection notes too. */
  eventBurst: 20,
  /** Events a robot may send per second over time (token bucket refill). */
  eventsPerSecond: 5,
  /** While a robot is over its event rate it is told (`error EVENT_RATE_LIMITED`) and the server logs it once per this window. */
  limitNoticeMs: 10_000,
  /**
   * Visitor questions a guide robot may ask at once, and per second over time: each is a search and
   * a chat written, and a visitor needs a few seconds to ask one.
   */
  questionBurst: 5,
  questionsPerSecond: 0.5,
  /** Largest message a browser may send on /api/stream (its WebSocket maxPayload), bytes. */
  streamMessageMaxBytes: 64 * 1024,
} as const;

/**
 * Commands waiting for a robot (behind the one in flight; `teleop` and `stop` never wait). A sender
 * is one operator, on every stream socket and REST call of theirs together. Waiting commands go to
 * the robot one sender at a time in turn, so one operator's backlog never holds up another's command.
 */
export const CommandQueueLimits = {
  /** Commands one sender may have waiting, over all robots together. */
  perSender: 32,
  /** Commands that may wait for one robot, from all senders together. */
  perRobot: 64,
} as const;

/** Why the gateway refused something a connected robot sent (the connection stays open). */
export const GatewayErrorCode = [
  'MESSAGE_TOO_LARGE', 'EVENT_TOO_LARGE', 'EVENT_RATE_LIMITED', 'QUESTION_RATE_LIMITED',
  // A map report (docs/gateway-protocol.md, "Robot map") refused: broken values or image, a floor not the robot's, too many.
  'MAP_INVALID', 'MAP_TOO_LARGE', 'MAP_FLOOR_REFUSED', 'MAP_RATE_LIMITED',
] as const;
export type GatewayErrorCode = (typeof GatewayErrorCode)[number];

/**
 * Server → robot: a message the robot sent was refused and not stored. `event` names the refused
 * event (its `ts`, `kind` and `code`; a MESSAGE_TOO_LARGE message was not read, so it names none),
 * `ref` the refused `guideQuestion` or map report; `retryAfterMs` says when an EVENT_RATE_LIMITED or
 * QUESTION_RATE_LIMITED robot may send again.
 */
export const GatewayErrorMessage = Type.Object({
  type: Type.Literal('error'),
  code: Type.Unsafe<GatewayErrorCode>(Type.Union(GatewayErrorCode.map((c) => Type.Literal(c)))),
  message: Type.String(),
  event: Type.Optional(Type.Object({ ts: Type.Number(), kind: Type.String(), code: Type.Union([Type.String(), Type.Number()]) })),
  ref: Type.Optional(Type.String()),
  /** A refused map report's floor, when its header named one. */
  floorId: Type.Optional(Type.Integer()),
  retryAfterMs: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type GatewayErrorMessage = Static<typeof GatewayErrorMessage>;

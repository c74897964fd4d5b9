import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, type LocalizedText } from './common.js';
import type { GatewayErrorMessage } from './gateway-limits.js';
import { GuideQuestionMessage, type GuideAnswerMessage } from './gateway-guide.js';
import { RobotModel } from './robot.js';
import { ArchiveQuality } from './archive.js';
import { NavigationState, type FloorGraphMessage } from './gateway-navigation.js';
import type { MapStoredMessage } from './gateway-map.js';
import {
  BatteryState, CallInMode, LongTimeRecordingState, RobotStatus, TeleopCommandMode, TeleopSpeed,
} from './statuses.js';
import { ElevatorCode, RosbagCode, SecurityDoorCode } from './device-codes.js';
import { FlowErrorCode, DockErrorCode, ElevatorCloudCodes } from './error-codes.js';
import {
  CameraId, NotificationLevel, Thermal, ThermalColorMap, ThermalScalePosition, VoiceGender, VoiceLanguage,
} from './business-constants.js';

/** Whether a robot's long-term recorder can run: `unavailable` when it has no video encoder. */
export const RecorderState = ['ready', 'unavailable'] as const;
export type RecorderState = (typeof RecorderState)[number];

// The /gateway protocol (docs/gateway-protocol.md): JSON text messages both ways, camera frames
// as binary messages (see robotCameraFrame.ts). Every schema here validates on the server.

/** Timing constants of the gateway and the browser stream. */
export const Gateway = {
  /** Version a robot names in its hello; the server refuses any other. */
  protocolVersion: 1,
  /** A robot silent for this long is shown offline. */
  offlineAfterMs: 3000,
  /** How often a robot sends telemetry when nothing changes. */
  telemetryIntervalMs: 1000,
  /** Longest dead-man interval a teleop command may carry, and the default. */
  teleopDeadmanMs: 500,
  /** A robot or browser must send its first message within this time. */
  helloTimeoutMs: 5000,
  /** Interval at which the stream sends coalesced robot states to browsers. */
  streamTickMs: 50,
} as const;

// Type.Unsafe keeps the literal union in the static type; ajv still checks the anyOf of consts.
const literals = <T extends string | number>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));

/** Voices of §9: a language and a gender, e.g. `ja-female`. */
export const Voice = VoiceLanguage.flatMap((l) => VoiceGender.map((g) => `${l}-${g}` as const));
export type Voice = (typeof Voice)[number];

/** Robot errors of §8; an event with `active: false` clears one. */
export const RobotErrorCode = {
  HARDWARE_ERROR: { en: 'Hardware error: the robot is unavailable', ja: 'ハードウェアエラー：ロボットは使用できません' },
  MOTOR_HOT: { en: 'Motor is hot: arm motion is restricted', ja: 'モーターが高温のため、アームの動作を制限しています' },
  EMERGENCY_STOP: { en: 'Emergency stop button is pressed', ja: '非常停止ボタンが押されています' },
  LOW_BATTERY: { en: 'Battery is low', ja: 'バッテリー残量が少なくなっています' },
} satisfies Record<string, LocalizedText>;
export type RobotErrorCode = keyof typeof RobotErrorCode;
const robotErrorCodes = Object.keys(RobotErrorCode) as RobotErrorCode[];

/** §8 refusals a robot answers a command with (`ack` result `rejected`, this `code`), with the operator's text. */
export const CommandRefusalCode = {
  SENTRY_MODE: {
    en: 'Sentry mode is on: the robot does not drive, run flows or clean until sentry mode is turned off',
    ja: 'セントリーモード中のため、走行・フロー実行・清掃はできません。セントリーモードを解除してください',
  },
  CLEANING_START_FAILED: {
    en: 'Cleaning could not start: it needs a cleaning model with at least 20% battery, no active error and no running flow',
    ja: '清掃を開始できませんでした。清掃ロボットで、バッテリー残量20%以上、エラーやフロー実行がない状態が必要です',
  },
  CLEANING_STOP_FAILED: {
    en: 'Cleaning could not be stopped: the robot is not cleaning',
    ja: '清掃を停止できませんでした。ロボットは清掃中ではありません',
  },
  RETURN_TO_DOCK_FAILED: {
    en: 'The robot could not return to its charging station',
    ja: '充電ステーションに戻れませんでした',
  },
  NO_ROUTE: {
    en: 'No route leads there: the waypoint is not on the robot\'s floor, or the floor\'s routes do not reach it',
    ja: 'そこへ行くルートがありません。地点がロボットのいるフロアにないか、フロアのルートがつながっていません',
  },
} satisfies Record<string, LocalizedText>;
export type CommandRefusalCode = keyof typeof CommandRefusalCode;

const Pose = Type.Object({ x: Type.Number(), y: Type.Number(), yaw: Type.Number() });

/** Cleaning state a cleaning model reports: on its way back to the dock is `returning`, on it `docked`. */
export const CleaningState = ['idle', 'cleaning', 'returning', 'docked'] as const;
export type CleaningState = (typeof CleaningState)[number];

/** A running flow as telemetry reports it. */
export const CurrentFlow = Type.Object({
  flowId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String({ maxLength: 64 }),
  step: Type.Integer({ minimum: 0 }),
  steps: Type.Integer({ minimum: 0 }),
});

// ---------- robot → server ----------

/** First message on a robot connection. */
export const HelloMessage = Type.Object({
  type: Type.Literal('hello'),
  protocol: Type.Integer(),
  serialNo: Type.String({ minLength: 1, maxLength: 24 }),
  credential: Type.String({ minLength: 1, maxLength: 200 }),
  model: Type.Optional(literals(RobotModel)),
  firmware: Type.Optional(Type.String({ maxLength: 64 })),
});
export type HelloMessage = Static<typeof HelloMessage>;

/** Robot state, sent about once a second and whenever it changes. */
export const TelemetryMessage = Type.Object({
  type: Type.Literal('telemetry'),
  ts: Type.Number({ description: 'robot clock, ms since epoch' }),
  floorId: Type.Integer(),
  pose: Pose,
  velocity: Type.Object({ linear: Type.Number(), angular: Type.Number() }),
  battery: Type.Object({
    percent: Type.Number({ minimum: 0, maximum: 100 }),
    state: literals(BatteryState),
  }),
  status: literals(Object.values(RobotStatus)),
  currentFlow: Type.Union([CurrentFlow, Type.Null()]),
  commandMode: literals(TeleopCommandMode),
  speed: literals(TeleopSpeed),
  callIn: literals(CallInMode),
  recording: Type.Union([literals(LongTimeRecordingState), Type.Null()]),
  errors: Type.Array(literals(robotErrorCodes), { maxItems: robotErrorCodes.length }),
  camera: Type.Union([literals(CameraId), Type.Null()], { description: 'camera streaming frames, or null' }),
  // Optional so robots built before sentry mode still validate; absent means off.
  sentry: Type.Optional(Type.Boolean({ description: 'sentry mode: standing guard, refusing to drive, run flows or clean' })),
  cleaning: Type.Optional(literals(CleaningState)),
  // Optional so robots built before it still validate; the camera the last `thermal` command set up.
  thermalCamera: Type.Optional(literals(CameraId)),
  // Optional for the same reason: the colour map its thermal frames are painted with.
  thermalColorMap: Type.Optional(literals(ThermalColorMap)),
  // Optional for the same reason: whether the long-term recorder can run (`unavailable`: no encoder on the robot).
  recorder: Type.Optional(literals(RecorderState)),
  // Optional for the same reason: the route-graph path the robot follows (goTo, a flow step naming a waypoint, the way home), or null.
  navigation: Type.Optional(Nullable(NavigationState)),
});
export type TelemetryMessage = Static<typeof TelemetryMessage>;

const eventBase = {
  type: Type.Literal('event'),
  ts: Type.Number(),
  level: literals(Object.values(NotificationLevel)),
  message: Type.Optional(Type.String({ maxLength: 500 })),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
};

/** Something that happened on the robot, with a spec code. */
export const EventMessage = Type.Union([
  Type.Object({ ...eventBase, kind: Type.Literal('flow'), code: literals(Object.keys(FlowErrorCode) as FlowErrorCode[]) }),
  Type.Object({ ...eventBase, kind: Type.Literal('docking'), code: literals(Object.keys(DockErrorCode) as DockErrorCode[]) }),
  Type.Object({ ...eventBase, kind: Type.Literal('elevator'), code: literals(ElevatorCode) }),
  // An enum of the model's one list rather than a pattern: a hand-written pattern let S2200 and S2405-S2499 through.
  Type.Object({ ...eventBase, kind: Type.Literal('elevatorCloud'), code: Type.Unsafe<string>({ type: 'string', enum: [...ElevatorCloudCodes] }) }),
  Type.Object({ ...eventBase, kind: Type.Literal('securityDoor'), code: literals(SecurityDoorCode) }),
  Type.Object({ ...eventBase, kind: Type.Literal('rosbag'), code: literals(RosbagCode) }),
  Type.Object({
    ...eventBase,
    kind: Type.Literal('robotError'),
    code: literals(robotErrorCodes),
    active: Type.Boolean(),
  }),
]);
export type EventMessage = Static<typeof EventMessage>;
/** Event kinds. */
export type EventKind = EventMessage['kind'];

/** One value a robot read at a check item: a sensor of the floor (°C, %) or a meter; null when the device did not answer. */
export const InspectionReading = Type.Object({
  kind: literals(['sensor', 'meter'] as const),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  value: Type.Union([Type.Number(), Type.Null()]),
  unit: Type.String({ maxLength: 16 }),
});
export type InspectionReading = Static<typeof InspectionReading>;

/**
 * What a robot read at a check item's waypoint of a running flow. Its photo and thermal frame
 * travel as binary frames whose header names the same check item (`inspection`).
 */
export const InspectionMessage = Type.Object({
  type: Type.Literal('inspection'),
  ts: Type.Number(),
  checkItemId: Id,
  waypoint: Type.Integer({ minimum: 0 }),
  pose: Pose,
  readings: Type.Array(InspectionReading, { maxItems: 32 }),
});
export type InspectionMessage = Static<typeof InspectionMessage>;

/** Results a robot answers a command with. */
export const AckResult = ['ok', 'error', 'rejected', 'cancelled'] as const;
export type AckResult = (typeof AckResult)[number];
/** Acknowledgement of one command, by its sequence number. */
export const AckMessage = Type.Object({
  type: Type.Literal('ack'),
  seq: Type.Integer({ minimum: 0 }),
  result: literals(AckResult),
  code: Type.Optional(Type.String({ maxLength: 64 })),
  message: Type.Optional(Type.String({ maxLength: 500 })),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type AckMessage = Static<typeof AckMessage>;

/** Any JSON message a robot may send after its hello. */
export const RobotMessage = Type.Union([TelemetryMessage, EventMessage, AckMessage, GuideQuestionMessage, InspectionMessage]);
/** Any JSON message a robot may send after its hello. */
export type RobotMessage = TelemetryMessage | EventMessage | AckMessage | GuideQuestionMessage | InspectionMessage;

// ---------- server → robot ----------

/** Answer to a good hello. */
export const WelcomeMessage = Type.Object({
  type: Type.Literal('welcome'),
  protocol: Type.Integer(),
  robotId: Type.Integer(),
  serverTime: Type.Number(),
  telemetryIntervalMs: Type.Integer(),
  offlineAfterMs: Type.Integer(),
  floorIds: Type.Array(Type.Integer(), { description: 'floors of the robot building' }),
  initialFloorId: Type.Integer(),
  // Optional so robots built before the archive ignore it: how the robot records its camera long-term.
  recording: Type.Optional(Type.Object({
    autoStart: Type.Boolean({ description: 'start long-term recording on connecting (the robot setting, and the contract includes the archive)' }),
    quality: literals(ArchiveQuality),
  })),
});
export type WelcomeMessage = Static<typeof WelcomeMessage>;

/** Why a hello was refused. */
export const RefusalCode = ['BAD_CREDENTIAL', 'PROTOCOL_MISMATCH', 'BAD_MESSAGE', 'HELLO_TIMEOUT'] as const;
export type RefusalCode = (typeof RefusalCode)[number];
/** Answer to a bad hello, just before the server closes with code 4401 (or 4400). */
export const RefusedMessage = Type.Object({
  type: Type.Literal('refused'),
  code: literals(RefusalCode),
  message: Type.String(),
});
export type RefusedMessage = Static<typeof RefusedMessage>;

/**
 * A waypoint of a `flow` command. At one with a check item the robot inspects it: photographs it
 * (`itemType` 0 meter, 1 camera) or takes a thermal frame (2), framed by `markerType`, and reports
 * its sensor values. The server fills `itemType`, `markerType` and `qrCodeNumber` from the check item
 * it names: a QR-framed item's label carries its QR code number.
 */
export const FlowCommandWaypoint = Type.Object({
  x: Type.Number(),
  y: Type.Number(),
  checkItemId: Type.Optional(Id),
  itemType: Type.Optional(literals([0, 1, 2] as const)),
  markerType: Type.Optional(literals(['aruco', 'qr', 'none'] as const)),
  // The map waypoint this stop is (a goTo step's waypointId): a robot with its floor's graph drives there along routes.
  waypointId: Type.Optional(Id),
  qrCodeNumber: Type.Optional(Type.String({ maxLength: 64 })),
});
export type FlowCommandWaypoint = Static<typeof FlowCommandWaypoint>;

/** Commands a robot obeys; `name` picks the shape. */
export const RobotCommand = Type.Union([
  Type.Object({
    name: Type.Literal('teleop'),
    linear: Type.Number({ minimum: -1.5, maximum: 1.5, description: 'm/s' }),
    angular: Type.Number({ minimum: -2, maximum: 2, description: 'rad/s' }),
    deadmanMs: Type.Integer({ minimum: 50, maximum: Gateway.teleopDeadmanMs }),
  }),
  Type.Object({ name: Type.Literal('stop') }),
  Type.Object({ name: Type.Literal('commandMode'), mode: literals(TeleopCommandMode) }),
  Type.Object({ name: Type.Literal('speed'), speed: literals(TeleopSpeed) }),
  Type.Object({
    name: Type.Literal('speech'),
    text: Type.String({ minLength: 1, maxLength: 500 }),
    voice: literals(Voice),
  }),
  Type.Object({ name: Type.Literal('photo'), camera: literals(CameraId) }),
  Type.Object({ name: Type.Literal('video'), action: literals(['start', 'stop'] as const), camera: literals(CameraId) }),
  Type.Object({
    name: Type.Literal('flow'),
    action: literals(['start', 'stop'] as const),
    // A flow id, like every id a client sends, is a positive integer (null: the waypoints alone).
    flowId: Type.Optional(Nullable(Id)),
    flowName: Type.Optional(Type.String({ maxLength: 64 })),
    waypoints: Type.Optional(
      Type.Array(FlowCommandWaypoint, { minItems: 1, maxItems: 200 }),
    ),
  }),
  Type.Object({
    name: Type.Literal('thermal'),
    camera: literals(CameraId),
    colorMap: literals(ThermalColorMap),
    scalePosition: literals(ThermalScalePosition),
    areas: Type.Array(
      Type.Object({
        name: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }),
        x: Type.Integer({ minimum: 0, maximum: 255 }),
        y: Type.Integer({ minimum: 0, maximum: 191 }),
        width: Type.Integer({ minimum: 1, maximum: 256 }),
        height: Type.Integer({ minimum: 1, maximum: 192 }),
      }),
      { maxItems: Thermal.maxAreas },
    ),
  }),
  Type.Object({ name: Type.Literal('callIn'), state: literals(CallInMode) }),
  Type.Object({
    name: Type.Literal('camera'),
    on: Type.Boolean(),
    camera: literals(CameraId),
    fps: Type.Optional(Type.Number({ minimum: 0.5, maximum: 15 })),
  }),
  Type.Object({ name: Type.Literal('sentry'), on: Type.Boolean() }),
  Type.Object({ name: Type.Literal('cleaning'), action: literals(['start', 'stop', 'dock'] as const) }),
  Type.Object({ name: Type.Literal('resetErrors') }),
  // Issue 18: relocalize. The robot takes this pose on its current floor's map as where it is.
  Type.Object({
    name: Type.Literal('setPose'),
    x: Type.Number({ minimum: -10_000, maximum: 10_000, description: 'm, map frame' }),
    y: Type.Number({ minimum: -10_000, maximum: 10_000, description: 'm, map frame' }),
    yaw: Type.Number({ minimum: -Math.PI, maximum: Math.PI, description: 'rad, map frame' }),
  }),
  // Issue 18: drive to a waypoint of the current floor along its routes (the floorGraph the server sent).
  Type.Object({ name: Type.Literal('goTo'), waypointId: Id }),
  Type.Object({ name: Type.Literal('osUpdate'), version: Type.String({ minLength: 1, maxLength: 32 }) }),
]);
export type RobotCommand = Static<typeof RobotCommand>;
/** Command names. */
export type RobotCommandName = RobotCommand['name'];

/** A command sent to a robot: the robot answers with an ack carrying the same seq. */
export const CommandMessage = Type.Object({
  type: Type.Literal('command'),
  seq: Type.Integer({ minimum: 0 }),
  ts: Type.Number(),
  command: RobotCommand,
});
export type CommandMessage = Static<typeof CommandMessage>;

/** Any JSON message the server sends a robot. */
export type ServerToRobotMessage = WelcomeMessage | RefusedMessage | CommandMessage | GatewayErrorMessage | GuideAnswerMessage | FloorGraphMessage | MapStoredMessage;

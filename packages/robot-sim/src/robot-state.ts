import type {
  CallInMode,
  MarkerType,
  CameraId,
  ThermalColorMap,
  ThermalScalePosition,
  CleaningState,
  LongTimeRecordingState,
  RecorderState,
  RobotErrorCode,
  RobotModel,
  TeleopCommandMode,
  TeleopSpeed,
  FloorGraphMessage,
} from '@fleetdeck/model';
import { FloorArea, wrapAngle } from './floor-area.js';
import { LOW_BATTERY_PERCENT } from './battery.js';
import type { VisitorTalk } from './visitors.js';
import type { RouteGraph } from './route-graph.js';
import type { OccupancyGrid } from './occupancy-grid.js';

/** What moves the robot now; the planner reads it each step. */
export type Mode = 'idle' | 'wander' | 'flow' | 'teleop' | 'dock' | 'clean' | 'navigate';

/** A point on the floor, in metres. */
export interface Point {
  x: number;
  y: number;
}

/** Where the robot stands and which way it faces (radians). */
export interface Pose extends Point {
  yaw: number;
}

/** A waypoint of a running flow, with the check item the robot inspects there, if any. */
export interface FlowStop extends Point {
  inspect?: Inspect;
  /** The map waypoint this stop is: reached along the floor's routes when the robot has its graph. */
  waypointId?: number;
}

/** A drive along the route graph: the goal waypoint and the waypoints still to pass, the goal last. */
export interface Navigation {
  waypointId: number;
  path: number[];
}

/**
 * A check item to inspect at a waypoint: its id, its type (0 meter, 1 camera, 2 thermal), how its
 * picture is framed and, for a QR-framed item, the QR code number its label carries ('' when none).
 */
export interface Inspect {
  checkItemId: number;
  itemType: 0 | 1 | 2;
  markerType: MarkerType;
  qrCodeNumber: string;
}

/** A flow the robot is running: its waypoints, the one it heads for, and how long an obstacle holds it. */
export interface RunningFlow {
  flowId: number | null;
  name: string;
  waypoints: FlowStop[];
  index: number;
  blockedUntil: number;
}

/** The thermal camera settings the robot applied last. */
export interface ThermalSettings {
  camera: CameraId;
  colorMap: ThermalColorMap;
  scalePosition: ThermalScalePosition;
  areas: string[];
}

/** Everything a simulated robot remembers; the job modules read and change it. */
export interface RobotState {
  readonly serialNo: string;
  readonly model: RobotModel;
  floorId: number;
  pose: Pose;
  velocity: { linear: number; angular: number };
  battery: number;
  charging: boolean;
  mode: Mode;
  commandMode: TeleopCommandMode;
  speed: TeleopSpeed;
  callIn: CallInMode;
  recording: LongTimeRecordingState | null;
  /** Whether the long-term recorder can run (`unavailable`: no ffmpeg on this machine). */
  recorder: RecorderState;
  /** Sentry mode: the robot stands guard and refuses to drive, run flows or clean; stop is still obeyed. */
  sentry: boolean;
  /** Cleaning state; reported only by cleaning models. */
  cleaning: CleaningState;
  camera: CameraId | null;
  cameraFps: number;
  version: string;
  thermal: ThermalSettings;
  /** Active §8 errors and when each clears on its own (Infinity: never). */
  readonly errors: Map<RobotErrorCode, number>;
  flow: RunningFlow | null;
  /** The route graph of the robot's floor, as the server last sent it (null: none yet, drive straight). */
  graph: RouteGraph | null;
  /** The floor graph message the graph was built from, kept to build it again over a new map. */
  graphMessage: FloorGraphMessage | null;
  /** The occupancy grid of the robot's floor, as the console last sent it (null: none). */
  occupancy: OccupancyGrid | null;
  /** The path it drives along now (a goTo, a flow stop naming a waypoint, the way to a charger), or null. */
  navigation: Navigation | null;
  /** What the last plan was made for ('goTo', 'flow:2', 'dock') and over which graph revision, so a failed plan is not tried again every step. */
  plannedFor: { key: string; revision: number } | null;
  /** The waypoint a goTo command sent the robot to (mode `navigate`). */
  goToWaypointId: number | null;
  wanderTarget: Point | null;
  /** An autonomous robot stays put until then (Infinity: until the next command). */
  pauseUntil: number;
  /** The dock cannot be reached until then. */
  dockFaultUntil: number;
  /** When the pressed emergency stop button is released (Infinity: not pressed). */
  emergencyButtonReleaseAt: number;
  /** The visitor a guide model is talking with (its question, then the server's answer), or null. */
  visitor: VisitorTalk | null;
  /** The last visitor question the robot got an answer to. */
  lastVisitor: VisitorTalk | null;
  /** Visitor questions asked so far (makes each question's ref). */
  questionSeq: number;
}

/** What a new robot is told about itself; the rest it picks with `random`. */
export interface RobotBirth {
  serialNo: string;
  model: RobotModel;
  floorId: number;
  battery?: number;
  pose?: Pose;
}

/** A robot's state when it is switched on: somewhere on the floor, standing still, no work. */
export function createRobotState(birth: RobotBirth, random: () => number): RobotState {
  // The battery is drawn before the pose, so a serial number always gives the same robot.
  const battery = birth.battery ?? 40 + random() * 60;
  const pose = birth.pose ?? {
    x: FloorArea.margin + random() * (FloorArea.width - 2 * FloorArea.margin),
    y: FloorArea.margin + random() * (FloorArea.height - 2 * FloorArea.margin),
    yaw: wrapAngle(random() * 2 * Math.PI),
  };
  const errors = new Map<RobotErrorCode, number>();
  if (battery < LOW_BATTERY_PERCENT) errors.set('LOW_BATTERY', Number.POSITIVE_INFINITY);
  return {
    serialNo: birth.serialNo,
    model: birth.model,
    floorId: birth.floorId,
    pose,
    velocity: { linear: 0, angular: 0 },
    battery,
    charging: false,
    mode: 'idle',
    commandMode: 1,
    speed: 'normal',
    callIn: 'idle',
    recording: null,
    recorder: 'ready',
    sentry: false,
    cleaning: 'idle',
    camera: null,
    // jpeg-js spends ~70 ms of CPU per frame whatever its size, so the simulator streams 2 fps unless asked.
    cameraFps: 2,
    version: '1.0.0',
    thermal: { camera: 'thermal', colorMap: 'normal', scalePosition: 'none', areas: [] },
    errors,
    flow: null,
    graph: null,
    graphMessage: null,
    occupancy: null,
    navigation: null,
    plannedFor: null,
    goToWaypointId: null,
    wanderTarget: null,
    pauseUntil: 0,
    dockFaultUntil: 0,
    emergencyButtonReleaseAt: Number.POSITIVE_INFINITY,
    visitor: null,
    lastVisitor: null,
    questionSeq: 0,
  };
}

import type {
  RecorderState,
  CallInMode,
  CameraId,
  CleaningState,
  CommandMessage,
  FloorGraphMessage,
  GuideAnswerMessage,
  LongTimeRecordingState,
  RobotCommand,
  RobotErrorCode,
  RobotModel,
  TeleopCommandMode,
  TeleopSpeed,
  TelemetryMessage,
} from '@fleetdeck/model';
import { updateBattery } from './battery-update.js';
import { takePhoto } from './camera.js';
import type { Outcome } from './command-outcome.js';
import { CommandQueue } from './command-queue.js';
import { emergencyButtonPressed, pressEmergencyStop, releaseEmergencyStop } from './emergency-stop.js';
import { executeCommand } from './execute-command.js';
import { injectFault, maybeRandomFault, type FaultKind } from './faults.js';
import { cancelDriveToDock, endNavigation, halt, holdUntilCommanded } from './modes.js';
import { Speeds, integratePose } from './motion.js';
import { floorBounds, obeySpeedAreas } from './navigation.js';
import type { OccupancyGrid } from './occupancy-grid.js';
import { RouteGraph } from './route-graph.js';
import { OutputLink, type SimRobotOutput } from './output-link.js';
import { plan } from './planner.js';
import { hashString, seededRandom } from './random.js';
import type { RobotContext } from './robot-context.js';
import { driveBlocked, expireFaults } from './robot-errors.js';
import { createRobotState, type Mode, type Pose, type RobotState, type ThermalSettings } from './robot-state.js';
import { RobotTimers } from './robot-timers.js';
import { buildTelemetry } from './telemetry.js';
import { videoCommand } from './recording.js';
import { driveByHand, teleopRefusal } from './teleop.js';
import { hearVisitor, maybeVisitor, questionRefused, takeAnswer, type VisitorTalk } from './visitors.js';

export { Speeds };
export type { SimPhoto, SimRobotOutput } from './output-link.js';

/** How to build one simulated robot. */
export interface SimRobotOptions {
  serialNo: string;
  model: RobotModel;
  floorId: number;
  battery?: number;
  pose?: Pose;
  /** Drive around on its own when it has nothing to do (the demo fleet does; unit tests do not). */
  autonomous?: boolean;
  /** Expected random faults per robot per hour (obstacles, emergency stops, hot motors, docking faults, hardware errors). */
  faultsPerHour?: number;
  /** Expected visitors per guide robot per hour, each asking one question (0: none, the default). */
  visitorsPerHour?: number;
  /** Time a spoken text takes per character, ms. */
  speechMsPerChar?: number;
  random?: () => number;
}

/**
 * A simulated robot: physics, battery, flows, teleop with its dead-man rule, commands and faults.
 * It is the face of the job modules beside it, which share its state through one RobotContext.
 */
export class SimRobot {
  private readonly state: RobotState;
  private readonly out = new OutputLink();
  private readonly timers = new RobotTimers();
  private readonly ctx: RobotContext;
  private readonly queue: CommandQueue;
  private readonly faultsPerHour: number;
  private readonly visitorsPerHour: number;
  private readonly speechMsPerChar: number;
  private lastStep: number;

  constructor(options: SimRobotOptions) {
    const random = options.random ?? seededRandom(hashString(options.serialNo));
    this.state = createRobotState(options, random);
    this.ctx = { state: this.state, out: this.out, timers: this.timers, random, autonomous: options.autonomous ?? false };
    this.faultsPerHour = options.faultsPerHour ?? 0;
    this.visitorsPerHour = options.visitorsPerHour ?? 0;
    this.speechMsPerChar = options.speechMsPerChar ?? 30;
    this.queue = new CommandQueue(
      (command) => executeCommand(this.ctx, command, this.speechMsPerChar, Date.now()),
      (seq, outcome) => this.finish(seq, outcome),
    );
    this.lastStep = Date.now();
  }

  get serialNo(): string {
    return this.state.serialNo;
  }
  get model(): RobotModel {
    return this.state.model;
  }
  get floorId(): number {
    return this.state.floorId;
  }
  get pose(): Pose {
    return this.state.pose;
  }
  get velocity(): { linear: number; angular: number } {
    return this.state.velocity;
  }
  get battery(): number {
    return this.state.battery;
  }
  get charging(): boolean {
    return this.state.charging;
  }
  get mode(): Mode {
    return this.state.mode;
  }
  get commandMode(): TeleopCommandMode {
    return this.state.commandMode;
  }
  get speed(): TeleopSpeed {
    return this.state.speed;
  }
  get callIn(): CallInMode {
    return this.state.callIn;
  }
  get recording(): LongTimeRecordingState | null {
    return this.state.recording;
  }
  /** Sentry mode: the robot stands guard and refuses to drive, run flows or clean; stop is still obeyed. */
  get sentry(): boolean {
    return this.state.sentry;
  }
  /** Cleaning state; reported only by cleaning models. */
  get cleaning(): CleaningState {
    return this.state.cleaning;
  }
  get camera(): CameraId | null {
    return this.state.camera;
  }
  get cameraFps(): number {
    return this.state.cameraFps;
  }
  get version(): string {
    return this.state.version;
  }
  get thermal(): ThermalSettings {
    return this.state.thermal;
  }
  get errors(): ReadonlyMap<RobotErrorCode, number> {
    return this.state.errors;
  }

  /** The visitor a guide model is talking with, or null. */
  get visitor(): VisitorTalk | null {
    return this.state.visitor;
  }
  /** The last visitor question the robot got an answer to (what it said is `answer.text`). */
  get lastVisitor(): VisitorTalk | null {
    return this.state.lastVisitor;
  }

  /** Whether a fault that forbids driving is active. */
  get driveBlocked(): boolean {
    return driveBlocked(this.state);
  }

  /** Whether the emergency stop button on the robot is pressed (only a hand on the robot releases it). */
  get emergencyButtonPressed(): boolean {
    return emergencyButtonPressed(this.state);
  }

  /** Connects the robot to where its acks, events and change notices go (null while offline). */
  attach(output: SimRobotOutput | null): void {
    this.out.attach(output);
  }

  /** Advances the robot to `now`: motion, battery, flows, faults. */
  step(now = Date.now()): void {
    const dt = Math.min(1, Math.max(0, (now - this.lastStep) / 1000));
    this.lastStep = now;
    if (dt === 0) return;
    if (now >= this.state.emergencyButtonReleaseAt) releaseEmergencyStop(this.ctx, now);
    expireFaults(this.ctx, now);
    maybeRandomFault(this.ctx, this.faultsPerHour, now, dt);
    maybeVisitor(this.ctx, this.visitorsPerHour, dt);
    plan(this.ctx, now);
    obeySpeedAreas(this.state);
    integratePose(this.state, dt, floorBounds(this.state));
    updateBattery(this.ctx, now, dt);
  }

  /** The telemetry message for the current state. */
  telemetry(now = Date.now()): TelemetryMessage {
    return buildTelemetry(this.state, now);
  }

  /** Takes one command from the server: stop and teleop act at once, the rest wait their turn. */
  receive(message: CommandMessage, now = Date.now()): void {
    const { seq, command } = message;
    if (command.name === 'stop') {
      this.stopNow(now);
      this.out.ack(seq, 'ok');
      return;
    }
    if (command.name === 'teleop') {
      this.teleop(seq, command, now);
      return;
    }
    this.queue.push(seq, command);
  }

  /** A visitor asks a guide model `question`; it asks the server for the answer. Answers whether it asked (not a guide model, or busy with a visitor: no). */
  hearVisitor(question: string): boolean {
    return hearVisitor(this.ctx, question);
  }

  /** The server's answer to a visitor question: the robot says it. */
  takeAnswer(answer: GuideAnswerMessage): void {
    takeAnswer(this.ctx, answer, this.speechMsPerChar);
  }

  /** The server refused the question `ref` (too many questions). */
  questionRefused(ref: string): void {
    questionRefused(this.ctx, ref);
  }

  /** The route graph of its floor, as the server last sent it (null: none yet). */
  get graph(): RouteGraph | null {
    return this.state.graph;
  }

  /** The waypoint the robot drives to along the route graph and the waypoints it still passes, or null. */
  get navigation(): { waypointId: number; path: readonly number[] } | null {
    return this.state.navigation;
  }

  /**
   * Takes the route graph of a floor from the server (gateway `floorGraph`). A graph of the floor the
   * robot is on replaces the one it had; a drive under way is planned again over it at its next step.
   */
  takeGraph(message: FloorGraphMessage): void {
    if (message.floorId !== this.state.floorId) return;
    this.state.graphMessage = message;
    this.state.graph = new RouteGraph(message, Speeds.cruise, this.state.occupancy);
  }

  /** The occupancy grid of the robot's floor, once the console has sent one. */
  get occupancy(): OccupancyGrid | null {
    return this.state.occupancy;
  }

  /**
   * Takes the console's map of a floor (a map report, server → robot: uploaded, edited in the
   * partial map editor, or reported by a robot): on the robot's floor it becomes the map it plans
   * on, its occupied cells closed to routes, and the graph is built again over it.
   */
  takeMap(grid: OccupancyGrid): void {
    if (grid.floorId !== this.state.floorId) return;
    this.state.occupancy = grid;
    const message = this.state.graphMessage;
    if (message) this.state.graph = new RouteGraph(message, Speeds.cruise, grid);
  }

  /** Raises a fault as if it happened on the robot (tests and the demo fleet use it). */
  injectFault(kind: FaultKind, now = Date.now()): void {
    injectFault(this.ctx, kind, now);
  }

  /** Someone presses the emergency stop button; it stays pressed for `holdMs`, then is released. */
  pressEmergencyStop(now = Date.now(), holdMs?: number): void {
    pressEmergencyStop(this.ctx, now, holdMs);
  }

  /**
   * The button is released. The error stays until someone resets it, so the robot never drives off by
   * itself; a demo robot's on-site staff do that shortly after.
   */
  releaseEmergencyStop(now = Date.now()): void {
    releaseEmergencyStop(this.ctx, now);
  }

  /** Says whether the long-term recorder can run; an unavailable one refuses recording starts. */
  setRecorder(state: RecorderState): void {
    if (this.state.recorder === state) return;
    this.state.recorder = state;
    this.out.changed();
  }

  /** Starts long-term recording as a `video` start would (auto-start on connecting); false when refused or already on. */
  startLongTermRecording(): boolean {
    if (this.state.recording) return false;
    return videoCommand(this.ctx, 'start').result === 'ok';
  }

  /** Puts the robot on another floor (a move to another building), standing still. */
  relocate(floorId: number): void {
    cancelDriveToDock(this.state);
    this.state.flow = null;
    this.state.wanderTarget = null;
    halt(this.ctx);
    endNavigation(this.state);
    // Its old floor's routes do not lead anywhere here; the server sends the new floor's graph.
    this.state.graph = null;
    this.state.graphMessage = null;
    this.state.occupancy = null;
    this.state.floorId = floorId;
    this.out.changed();
  }

  /** Cancels timers; the robot keeps its state but does nothing further on its own. */
  dispose(): void {
    this.timers.dispose();
    this.queue.dispose();
  }

  private teleop(seq: number, command: Extract<RobotCommand, { name: 'teleop' }>, now: number): void {
    const refusal = teleopRefusal(this.state);
    if (refusal) {
      this.out.ack(seq, 'rejected', refusal.code, undefined, refusal.message);
      return;
    }
    this.step(now);
    driveByHand(this.ctx, command, () => {
      this.step();
      halt(this.ctx);
      this.out.changed();
    });
    this.out.ack(seq, 'ok');
    this.out.changed();
  }

  private stopNow(now: number): void {
    this.step(now);
    this.queue.cancelAll((seq) => this.out.ack(seq, 'cancelled', 'STOPPED'));
    this.state.flow = null;
    halt(this.ctx);
    cancelDriveToDock(this.state);
    // An operator's stop holds the robot until the next command, even an autonomous one.
    holdUntilCommanded(this.state);
    this.out.changed();
  }

  /** Acks a command that has run its course (with its photo, taken now, sent just before), then applies its after-effect. */
  private finish(seq: number, { result, code, message, data, after, photo }: Outcome): void {
    let answer = data;
    if (photo) {
      const takenAt = Date.now();
      this.step(takenAt);
      answer = takePhoto(this.ctx, seq, photo, takenAt);
    }
    this.out.ack(seq, result, code, answer, message);
    after?.();
  }
}

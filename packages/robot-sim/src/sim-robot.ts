import {
  ArmRobotModels,
  CleaningRobotModels,
  CommandRefusalCode,
  Gateway,
  Limits,
  RobotMessages,
  type AckMessage,
  type CallInMode,
  type CameraId,
  type CleaningState,
  type CommandMessage,
  type EventMessage,
  type LongTimeRecordingState,
  type RobotCommand,
  type RobotErrorCode,
  type RobotModel,
  type TeleopCommandMode,
  type TeleopSpeed,
  type TelemetryMessage,
} from '@fleetdeck/model';
import { FloorArea, clampToFloor, wrapAngle } from './floor-area.js';
import { LOW_BATTERY_PERCENT, RETURN_TO_DOCK_PERCENT, batteryStateFor, nextBatteryPercent } from './battery.js';
import { hashString, seededRandom } from './random.js';
import { cleaningRefusal } from './cleaning-rules.js';

/** Where a simulated robot sends what it has to say. */
export interface SimRobotOutput {
  ack(ack: AckMessage): void;
  event(event: EventMessage): void;
  /** Something an operator watches changed; send telemetry now rather than at the next second. */
  changed(): void;
  /** A photo was taken for command `seq`: send the picture (before the command's ack, which follows at once). */
  photo?(photo: SimPhoto): void;
}

/** A photo a simulated robot takes: which command asked, with which camera, when and where. */
export interface SimPhoto {
  seq: number;
  camera: CameraId;
  takenAt: number;
  pose: { x: number; y: number; yaw: number };
}

/** How to build one simulated robot. */
export interface SimRobotOptions {
  serialNo: string;
  model: RobotModel;
  floorId: number;
  battery?: number;
  pose?: { x: number; y: number; yaw: number };
  /** Drive around on its own when it has nothing to do (the demo fleet does; unit tests do not). */
  autonomous?: boolean;
  /** Expected random faults per robot per hour (obstacles, emergency stops, hot motors, docking faults, hardware errors). */
  faultsPerHour?: number;
  /** Time a spoken text takes per character, ms. */
  speechMsPerChar?: number;
  random?: () => number;
}

/** Driving speeds in m/s and rad/s; slow mode scales them. */
export const Speeds = { maxLinear: 1.0, maxAngular: 1.5, cruise: 0.6, slowFactor: 0.3 } as const;

/**
 * How long a §8 fault lasts before the simulated robot clears it on its own, ms. The emergency stop
 * never clears on its own: this is how long its button stays pressed (see pressEmergencyStop).
 */
const FAULT_DURATION_MS: Record<RobotErrorCode, number> = {
  EMERGENCY_STOP: 20_000,
  MOTOR_HOT: 30_000,
  HARDWARE_ERROR: 30_000,
  LOW_BATTERY: Number.POSITIVE_INFINITY,
};
const OBSTACLE_BLOCK_MS = 3000;
/** After its emergency stop button is released, a demo (autonomous) robot is reset by on-site staff this much later. */
const ONSITE_RESET_MS = 5000;
/** How long a docking fault (the dock cannot be reached) lasts. */
const DOCK_FAULT_MS = 30_000;
const ARRIVAL_M = 0.2;

type Mode = 'idle' | 'wander' | 'flow' | 'teleop' | 'dock' | 'clean';

interface RunningFlow {
  flowId: number | null;
  name: string;
  waypoints: { x: number; y: number }[];
  index: number;
  blockedUntil: number;
}

interface QueuedCommand {
  seq: number;
  command: RobotCommand;
}

/** What a queued command comes to: its ack, how long it takes, and what happens once it is acked. */
interface Outcome {
  result: AckMessage['result'];
  code?: string;
  message?: string;
  durationMs: number;
  data?: Record<string, unknown>;
  after?: () => void;
  /** A photo to take with this camera when the command completes, just before its ack. */
  photo?: CameraId;
}

/** The refusal of anything that moves the robot while it stands guard. */
const SENTRY_REFUSAL: Outcome = { result: 'rejected', code: 'SENTRY_MODE', message: CommandRefusalCode.SENTRY_MODE.en, durationMs: 0 };

/** A simulated robot: physics, battery, flows, teleop with its dead-man rule, commands and faults. */
export class SimRobot {
  readonly serialNo: string;
  readonly model: RobotModel;
  floorId: number;
  pose: { x: number; y: number; yaw: number };
  velocity = { linear: 0, angular: 0 };
  battery: number;
  charging = false;
  mode: Mode = 'idle';
  commandMode: TeleopCommandMode = 1;
  speed: TeleopSpeed = 'normal';
  callIn: CallInMode = 'idle';
  recording: LongTimeRecordingState | null = null;
  /** Sentry mode: the robot stands guard and refuses to drive, run flows or clean; stop is still obeyed. */
  sentry = false;
  /** Cleaning state; reported only by cleaning models. */
  cleaning: CleaningState = 'idle';
  camera: CameraId | null = null;
  // jpeg-js spends ~70 ms of CPU per frame whatever its size, so the simulator streams 2 fps unless asked.
  cameraFps = 2;
  version = '1.0.0';
  thermal: { camera: CameraId; colorMap: string; scalePosition: string; areas: string[] } = {
    camera: 'thermal',
    colorMap: 'normal',
    scalePosition: 'none',
    areas: [],
  };
  readonly errors = new Map<RobotErrorCode, number>();

  private output: SimRobotOutput | null = null;
  private readonly random: () => number;
  private readonly autonomous: boolean;
  private readonly faultsPerHour: number;
  private readonly speechMsPerChar: number;
  private lastStep: number;
  private flow: RunningFlow | null = null;
  private wanderTarget: { x: number; y: number } | null = null;
  private pauseUntil = 0;
  private dockFaultUntil = 0;
  /** When the pressed emergency stop button is released (Infinity: not pressed). */
  private emergencyButtonReleaseAt = Number.POSITIVE_INFINITY;
  private deadman: ReturnType<typeof setTimeout> | null = null;
  private readonly queue: QueuedCommand[] = [];
  private running: { seq: number; timer: ReturnType<typeof setTimeout> } | null = null;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(options: SimRobotOptions) {
    this.serialNo = options.serialNo;
    this.model = options.model;
    this.floorId = options.floorId;
    this.random = options.random ?? seededRandom(hashString(options.serialNo));
    this.autonomous = options.autonomous ?? false;
    this.faultsPerHour = options.faultsPerHour ?? 0;
    this.speechMsPerChar = options.speechMsPerChar ?? 30;
    this.battery = options.battery ?? 40 + this.random() * 60;
    this.pose = options.pose ?? {
      x: FloorArea.margin + this.random() * (FloorArea.width - 2 * FloorArea.margin),
      y: FloorArea.margin + this.random() * (FloorArea.height - 2 * FloorArea.margin),
      yaw: wrapAngle(this.random() * 2 * Math.PI),
    };
    this.lastStep = Date.now();
    if (this.battery < LOW_BATTERY_PERCENT) this.errors.set('LOW_BATTERY', Number.POSITIVE_INFINITY);
  }

  /** Connects the robot to where its acks, events and change notices go (null while offline). */
  attach(output: SimRobotOutput | null): void {
    this.output = output;
  }

  /** Advances the robot to `now`: motion, battery, flows, faults. */
  step(now = Date.now()): void {
    const dt = Math.min(1, Math.max(0, (now - this.lastStep) / 1000));
    this.lastStep = now;
    if (dt === 0) return;
    if (now >= this.emergencyButtonReleaseAt) this.releaseEmergencyStop(now);
    this.expireFaults(now);
    this.maybeRandomFault(now, dt);
    this.plan(now);
    this.move(dt);
    this.updateBattery(now, dt);
  }

  /** The telemetry message for the current state. */
  telemetry(now = Date.now()): TelemetryMessage {
    return {
      type: 'telemetry',
      ts: now,
      floorId: this.floorId,
      pose: { x: round(this.pose.x, 3), y: round(this.pose.y, 3), yaw: round(this.pose.yaw, 3) },
      velocity: { linear: round(this.velocity.linear, 3), angular: round(this.velocity.angular, 3) },
      battery: { percent: round(this.battery, 1), state: batteryStateFor(this.battery, this.charging) },
      status: this.errors.has('HARDWARE_ERROR') ? 0 : 1,
      currentFlow: this.flow
        ? { flowId: this.flow.flowId, name: this.flow.name, step: this.flow.index, steps: this.flow.waypoints.length }
        : null,
      commandMode: this.commandMode,
      speed: this.speed,
      callIn: this.callIn,
      recording: this.recording,
      errors: [...this.errors.keys()],
      camera: this.camera,
      sentry: this.sentry,
      thermalCamera: this.thermal.camera,
      ...(this.isCleaner ? { cleaning: this.cleaning } : {}),
    };
  }

  /** Takes one command from the server: stop and teleop act at once, the rest wait their turn. */
  receive(message: CommandMessage, now = Date.now()): void {
    const { seq, command } = message;
    if (command.name === 'stop') {
      this.stopNow(now);
      this.ack(seq, 'ok');
      return;
    }
    if (command.name === 'teleop') {
      this.teleop(seq, command, now);
      return;
    }
    this.queue.push({ seq, command });
    this.runNext();
  }

  /** Raises a fault as if it happened on the robot (tests and the demo fleet use it). */
  injectFault(kind: 'obstacle' | 'emergencyStop' | 'hotMotor' | 'hardware' | 'dock', now = Date.now()): void {
    if (kind === 'obstacle') {
      this.obstacle(now);
      return;
    }
    if (kind === 'dock') {
      this.dockFault(now);
      return;
    }
    if (kind === 'emergencyStop') {
      this.pressEmergencyStop(now);
      return;
    }
    this.raise(kind === 'hotMotor' ? 'MOTOR_HOT' : 'HARDWARE_ERROR', now);
  }

  /** Whether the emergency stop button on the robot is pressed (only a hand on the robot releases it). */
  get emergencyButtonPressed(): boolean {
    return this.emergencyButtonReleaseAt !== Number.POSITIVE_INFINITY;
  }

  /** Someone presses the emergency stop button; it stays pressed for `holdMs`, then is released. */
  pressEmergencyStop(now = Date.now(), holdMs = FAULT_DURATION_MS.EMERGENCY_STOP): void {
    this.emergencyButtonReleaseAt = now + holdMs;
    // Pressed again before a pending on-site reset: the error must not expire under the pressed button.
    if (this.errors.has('EMERGENCY_STOP')) this.errors.set('EMERGENCY_STOP', Number.POSITIVE_INFINITY);
    else this.raise('EMERGENCY_STOP', now);
  }

  /**
   * The button is released. The error stays until someone resets it, so the robot never drives off by
   * itself; a demo robot's on-site staff do that shortly after.
   */
  releaseEmergencyStop(now = Date.now()): void {
    this.emergencyButtonReleaseAt = Number.POSITIVE_INFINITY;
    if (this.autonomous && this.errors.has('EMERGENCY_STOP')) this.errors.set('EMERGENCY_STOP', now + ONSITE_RESET_MS);
  }

  /** Cancels timers; the robot keeps its state but does nothing further on its own. */
  dispose(): void {
    if (this.deadman) clearTimeout(this.deadman);
    if (this.running) clearTimeout(this.running.timer);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.deadman = null;
    this.running = null;
    this.queue.length = 0;
  }

  private get isCleaner(): boolean {
    return CleaningRobotModels.includes(this.model);
  }

  /** Whether a fault that forbids driving is active. */
  get driveBlocked(): boolean {
    return this.errors.has('EMERGENCY_STOP') || this.errors.has('HARDWARE_ERROR');
  }

  private teleop(seq: number, command: Extract<RobotCommand, { name: 'teleop' }>, now: number): void {
    if (this.driveBlocked) {
      this.ack(seq, 'rejected', this.errors.has('EMERGENCY_STOP') ? 'EMERGENCY_STOP' : 'HARDWARE_ERROR');
      return;
    }
    if (this.sentry) {
      this.ack(seq, 'rejected', SENTRY_REFUSAL.code, undefined, SENTRY_REFUSAL.message);
      return;
    }
    this.step(now);
    if (this.flow) this.flow = null;
    this.charging = false;
    this.cleaning = 'idle';
    this.mode = 'teleop';
    const factor = this.speed === 'slow' ? Speeds.slowFactor : 1;
    this.velocity = {
      linear: clamp(command.linear, Speeds.maxLinear) * factor,
      angular: clamp(command.angular, Speeds.maxAngular) * factor,
    };
    if (this.deadman) clearTimeout(this.deadman);
    // The dead-man rule: hearing nothing for the interval means the operator's link is gone.
    const interval = Math.min(command.deadmanMs, Gateway.teleopDeadmanMs);
    this.deadman = setTimeout(() => {
      this.deadman = null;
      this.step();
      this.halt();
      this.output?.changed();
    }, interval);
    this.ack(seq, 'ok');
    this.output?.changed();
  }

  private stopNow(now: number): void {
    this.step(now);
    if (this.running) {
      clearTimeout(this.running.timer);
      this.ack(this.running.seq, 'cancelled', 'STOPPED');
      this.running = null;
    }
    for (const q of this.queue.splice(0)) this.ack(q.seq, 'cancelled', 'STOPPED');
    this.flow = null;
    this.halt();
    this.cancelDriveToDock();
    // An operator's stop holds the robot until the next command, even an autonomous one.
    this.pauseUntil = Number.POSITIVE_INFINITY;
    this.output?.changed();
  }

  /** Puts the robot on another floor (a move to another building), standing still. */
  relocate(floorId: number): void {
    this.cancelDriveToDock();
    this.flow = null;
    this.wanderTarget = null;
    this.halt();
    this.floorId = floorId;
    this.output?.changed();
  }

  private halt(): void {
    if (this.deadman) clearTimeout(this.deadman);
    this.deadman = null;
    this.velocity = { linear: 0, angular: 0 };
    if (this.mode === 'clean') this.cleaning = 'idle';
    if (this.mode === 'teleop' || this.mode === 'wander' || this.mode === 'flow' || this.mode === 'clean') this.mode = 'idle';
  }

  /** Gives up the way to the dock (not the charge of a robot already on it). */
  private cancelDriveToDock(): void {
    if (this.mode !== 'dock' || this.charging) return;
    this.mode = 'idle';
    if (this.cleaning === 'returning') this.cleaning = 'idle';
  }

  private runNext(): void {
    if (this.running) return;
    const next = this.queue.shift();
    if (!next) return;
    const { result, code, message, durationMs, data, after, photo } = this.execute(next.command);
    const finish = () => {
      this.ack(next.seq, result, code, photo ? this.takePhoto(next.seq, photo) : data, message);
      after?.();
      this.runNext();
    };
    if (durationMs <= 0) {
      finish();
      return;
    }
    const timer = setTimeout(() => {
      this.running = null;
      finish();
    }, durationMs);
    this.running = { seq: next.seq, timer };
  }

  private execute(command: RobotCommand): Outcome {
    const now = Date.now();
    switch (command.name) {
      case 'commandMode':
        this.commandMode = command.mode;
        this.output?.changed();
        return { result: 'ok', durationMs: 0 };
      case 'speed':
        this.speed = command.speed;
        this.output?.changed();
        return { result: 'ok', durationMs: 0 };
      case 'speech':
        return {
          result: 'ok',
          durationMs: Math.min(5000, command.text.length * this.speechMsPerChar),
          data: { voice: command.voice, characters: command.text.length },
        };
      case 'photo':
        // The shutter takes a moment; the picture is taken when it closes.
        return { result: 'ok', durationMs: 150, photo: command.camera };
      case 'video':
        return this.video(command.action);
      case 'flow':
        return this.flowCommand(command, now);
      case 'thermal':
        this.thermal = {
          camera: command.camera,
          colorMap: command.colorMap,
          scalePosition: command.scalePosition,
          areas: command.areas.map((a) => a.name),
        };
        this.output?.changed();
        return { result: 'ok', durationMs: 0, data: { ...this.thermal } };
      case 'callIn':
        this.callIn = command.state;
        this.output?.changed();
        return { result: 'ok', durationMs: 0 };
      case 'camera':
        this.camera = command.on ? command.camera : null;
        if (command.fps !== undefined) this.cameraFps = command.fps;
        this.output?.changed();
        return { result: 'ok', durationMs: 0 };
      case 'cleaning':
        return this.cleaningCommand(command.action, now);
      case 'sentry':
        this.setSentry(command.on, now);
        return { result: 'ok', durationMs: 0 };
      case 'resetErrors':
        return this.resetErrors(now);
      case 'osUpdate':
        if (this.battery < Limits.osUpdateMinBatteryPercent) return { result: 'rejected', code: 'BATTERY_LOW', durationMs: 0 };
        return { result: 'ok', durationMs: 500, data: { version: command.version }, after: () => (this.version = command.version) };
      case 'stop':
      case 'teleop':
        return { result: 'error', code: 'UNREACHABLE', durationMs: 0 };
    }
  }

  /** Takes a photo where the robot is now, hands it to the output to send, and answers the ack's data. */
  private takePhoto(seq: number, camera: CameraId): Record<string, unknown> {
    const takenAt = Date.now();
    this.step(takenAt);
    this.output?.photo?.({ seq, camera, takenAt, pose: { ...this.pose } });
    return { camera, takenAt };
  }

  private resetErrors(now: number): Outcome {
    for (const code of ['MOTOR_HOT', 'HARDWARE_ERROR'] as const) this.clear(code, now);
    // A pressed emergency stop button is a person's decision on site: no remote reset overrides it.
    if (this.emergencyButtonPressed) {
      return {
        result: 'rejected',
        code: 'EMERGENCY_STOP',
        message: RobotMessages.emergencyStopStillPressed.en,
        durationMs: 0,
        data: { remaining: ['EMERGENCY_STOP'] },
      };
    }
    this.clear('EMERGENCY_STOP', now);
    if (this.pauseUntil === Number.POSITIVE_INFINITY) this.pauseUntil = now;
    return { result: 'ok', durationMs: 0 };
  }

  private setSentry(on: boolean, now: number): void {
    if (on === this.sentry) return;
    this.sentry = on;
    if (on) {
      // Standing guard means standing still: whatever moved the robot ends here.
      this.flow = null;
      this.wanderTarget = null;
      this.halt();
      this.cancelDriveToDock();
      this.pauseUntil = Number.POSITIVE_INFINITY;
    } else if (this.pauseUntil === Number.POSITIVE_INFINITY) {
      this.pauseUntil = now;
    }
    this.output?.changed();
  }

  private cleaningCommand(action: 'start' | 'stop' | 'dock', now: number): Outcome {
    const refusal = cleaningRefusal(action, {
      model: this.model,
      sentry: this.sentry,
      battery: this.battery,
      cleaning: this.cleaning,
      driveErrors: [...this.errors.keys()].filter((c) => c === 'EMERGENCY_STOP' || c === 'HARDWARE_ERROR'),
      flowRunning: this.flow !== null,
      dockFault: now < this.dockFaultUntil,
    });
    if (refusal) {
      if (refusal.reason === 'dockFault') this.emitDockingFailure(now);
      return { result: 'rejected', code: refusal.code, message: refusal.message, durationMs: 0, data: { reason: refusal.reason } };
    }
    if (action === 'start') {
      this.mode = 'clean';
      this.cleaning = 'cleaning';
      this.charging = false;
      this.wanderTarget = null;
      this.pauseUntil = now;
    } else if (action === 'stop') {
      this.wanderTarget = null;
      this.halt();
    } else if (this.cleaning !== 'docked') {
      this.mode = 'dock';
      this.cleaning = 'returning';
      this.wanderTarget = null;
      this.pauseUntil = now;
    }
    this.output?.changed();
    return { result: 'ok', durationMs: 0 };
  }

  private video(action: 'start' | 'stop'): { result: AckMessage['result']; durationMs: number; code?: string } {
    if (action === 'start') {
      if (this.recording) return { result: 'rejected', code: 'ALREADY_RECORDING', durationMs: 0 };
      this.recording = 'preparing';
      this.later(500, () => {
        this.recording = 'recording';
        this.emit({ type: 'event', ts: Date.now(), level: 0, kind: 'rosbag', code: 'r001' });
        this.output?.changed();
      });
    } else {
      if (!this.recording) return { result: 'rejected', code: 'NOT_RECORDING', durationMs: 0 };
      this.recording = 'ending';
      this.later(500, () => {
        this.recording = null;
        this.emit({ type: 'event', ts: Date.now(), level: 0, kind: 'rosbag', code: 'r002' });
        this.output?.changed();
      });
    }
    this.output?.changed();
    return { result: 'ok', durationMs: 0 };
  }

  private flowCommand(
    command: Extract<RobotCommand, { name: 'flow' }>,
    now: number,
  ): Outcome {
    if (command.action === 'stop') {
      if (!this.flow) return { result: 'rejected', code: 'NO_FLOW', durationMs: 0 };
      this.flow = null;
      this.halt();
      this.output?.changed();
      return { result: 'ok', durationMs: 0 };
    }
    if (this.flow) return { result: 'rejected', code: 'FLOW_ALREADY_RUNNING', durationMs: 0 };
    if (this.sentry) return SENTRY_REFUSAL;
    // Name the error that blocks driving, not whichever error came first (a low battery does not block).
    if (this.driveBlocked) return { result: 'rejected', code: this.errors.has('EMERGENCY_STOP') ? 'EMERGENCY_STOP' : 'HARDWARE_ERROR', durationMs: 0 };
    const waypoints = command.waypoints ?? this.routeFor(command.flowId ?? 0);
    this.flow = {
      flowId: command.flowId ?? null,
      name: command.flowName ?? (command.flowId ? `Flow ${command.flowId}` : 'Patrol'),
      waypoints: waypoints.map((w) => clampToFloor(w.x, w.y)),
      index: 0,
      blockedUntil: 0,
    };
    this.mode = 'flow';
    this.charging = false;
    this.cleaning = 'idle';
    this.pauseUntil = now;
    if (this.deadman) clearTimeout(this.deadman);
    this.deadman = null;
    this.output?.changed();
    return { result: 'ok', durationMs: 0, data: { steps: waypoints.length } };
  }

  private routeFor(flowId: number): { x: number; y: number }[] {
    const r = seededRandom(hashString(`${this.serialNo}:${flowId}`));
    return Array.from({ length: 4 }, () => ({
      x: 2 + r() * (FloorArea.width - 4),
      y: 2 + r() * (FloorArea.height - 4),
    }));
  }

  private plan(now: number): void {
    if (this.mode === 'teleop') return;
    if (this.driveBlocked || this.sentry) {
      this.velocity = { linear: 0, angular: 0 };
      return;
    }
    if (this.mode === 'flow' && this.flow) {
      if (now < this.flow.blockedUntil) {
        this.velocity = { linear: 0, angular: 0 };
        return;
      }
      const target = this.flow.waypoints[this.flow.index];
      if (!target) {
        this.flow = null;
        this.mode = 'idle';
        this.velocity = { linear: 0, angular: 0 };
        this.pauseUntil = now + 5000;
        this.output?.changed();
        return;
      }
      if (this.driveTowards(target)) {
        this.flow.index += 1;
        this.output?.changed();
      }
      return;
    }
    if (this.mode === 'clean') {
      this.clean();
      return;
    }
    // A commanded return to the dock goes on without autonomy; the robot's own (low battery) waits for it.
    const commandedDock = this.mode === 'dock' && this.cleaning !== 'idle';
    if (!commandedDock && (!this.autonomous || now < this.pauseUntil)) {
      this.velocity = { linear: 0, angular: 0 };
      return;
    }
    if (this.mode !== 'dock' && this.battery < RETURN_TO_DOCK_PERCENT) this.mode = 'dock';
    if (this.mode === 'dock') {
      this.toDock(now);
      return;
    }
    this.wander(now);
  }

  /** Cleans the floor in random sweeps, and heads home when the battery runs low. */
  private clean(): void {
    if (this.battery < RETURN_TO_DOCK_PERCENT) {
      this.mode = 'dock';
      this.cleaning = 'returning';
      this.wanderTarget = null;
      this.output?.changed();
      return;
    }
    this.wanderTarget ??= { x: 2 + this.random() * (FloorArea.width - 4), y: 2 + this.random() * (FloorArea.height - 4) };
    if (this.driveTowards(this.wanderTarget)) this.wanderTarget = null;
  }

  private toDock(now: number): void {
    if (this.charging) {
      this.velocity = { linear: 0, angular: 0 };
      // A cleaning robot sent home stays on its dock; one that came to charge leaves when full.
      if (this.battery >= 100 && this.cleaning !== 'docked') {
        this.charging = false;
        this.mode = 'idle';
        this.output?.changed();
      }
      return;
    }
    if (now < this.dockFaultUntil) {
      this.failDocking(now);
      return;
    }
    if (this.driveTowards(FloorArea.dock)) {
      this.charging = true;
      if (this.cleaning === 'returning') this.cleaning = 'docked';
      this.output?.changed();
    }
  }

  private wander(now: number): void {
    if (!this.wanderTarget) {
      this.wanderTarget = { x: 2 + this.random() * (FloorArea.width - 4), y: 2 + this.random() * (FloorArea.height - 4) };
      this.mode = 'wander';
    }
    if (this.driveTowards(this.wanderTarget)) {
      this.wanderTarget = null;
      this.mode = 'idle';
      this.pauseUntil = now + 2000 + this.random() * 6000;
    }
  }

  /** Sets velocity toward a point; true once it is there. */
  private driveTowards(target: { x: number; y: number }): boolean {
    const dx = target.x - this.pose.x;
    const dy = target.y - this.pose.y;
    const distance = Math.hypot(dx, dy);
    if (distance < ARRIVAL_M) {
      this.velocity = { linear: 0, angular: 0 };
      return true;
    }
    const heading = wrapAngle(Math.atan2(dy, dx) - this.pose.yaw);
    const factor = this.speed === 'slow' ? Speeds.slowFactor : 1;
    this.velocity = {
      angular: clamp(heading * 2, Speeds.maxAngular) * factor,
      linear: Math.abs(heading) > 0.6 ? 0 : Math.min(Speeds.cruise, distance) * factor,
    };
    return false;
  }

  private move(dt: number): void {
    const { linear, angular } = this.velocity;
    if (linear === 0 && angular === 0) return;
    const yaw = wrapAngle(this.pose.yaw + angular * dt);
    const moved = clampToFloor(this.pose.x + Math.cos(yaw) * linear * dt, this.pose.y + Math.sin(yaw) * linear * dt);
    this.pose = { x: moved.x, y: moved.y, yaw };
  }

  private updateBattery(now: number, dt: number): void {
    const before = this.battery;
    this.battery = nextBatteryPercent(this.battery, dt, this.velocity.linear, this.charging, this.cleaning === 'cleaning');
    if (before >= LOW_BATTERY_PERCENT && this.battery < LOW_BATTERY_PERCENT) this.raise('LOW_BATTERY', now);
    if (before < LOW_BATTERY_PERCENT && this.battery >= LOW_BATTERY_PERCENT) this.clear('LOW_BATTERY', now);
  }

  private maybeRandomFault(now: number, dt: number): void {
    if (this.faultsPerHour <= 0 || this.random() >= (this.faultsPerHour / 3600) * dt) return;
    const roll = this.random();
    if (this.flow && roll < 0.5) this.obstacle(now);
    else if (roll < 0.7) this.pressEmergencyStop(now);
    else if (roll < 0.85 && ArmRobotModels.includes(this.model)) this.raise('MOTOR_HOT', now);
    else if (roll < 0.85 && this.isCleaner) this.dockFault(now);
    else this.raise('HARDWARE_ERROR', now);
  }

  private obstacle(now: number): void {
    if (this.flow) this.flow.blockedUntil = now + OBSTACLE_BLOCK_MS;
    this.velocity = { linear: 0, angular: 0 };
    this.emit({ type: 'event', ts: now, level: 5, kind: 'flow', code: 'F0007', data: { x: this.pose.x, y: this.pose.y } });
    this.output?.changed();
  }

  /** The dock cannot be reached for a while: a robot on its way there gives up with D0001, later ones are refused. */
  private dockFault(now: number): void {
    this.dockFaultUntil = now + DOCK_FAULT_MS;
    if (this.mode === 'dock' && !this.charging) this.failDocking(now);
  }

  private failDocking(now: number): void {
    this.mode = 'idle';
    this.velocity = { linear: 0, angular: 0 };
    if (this.cleaning === 'returning') this.cleaning = 'idle';
    // The robot's own low-battery return tries again once the fault is over.
    this.pauseUntil = Math.max(this.pauseUntil, this.dockFaultUntil);
    this.emitDockingFailure(now);
    this.output?.changed();
  }

  private emitDockingFailure(now: number): void {
    this.emit({ type: 'event', ts: now, level: 9, kind: 'docking', code: 'D0001', data: { x: this.pose.x, y: this.pose.y } });
  }

  private raise(code: RobotErrorCode, now: number): void {
    if (code === 'MOTOR_HOT' && !ArmRobotModels.includes(this.model)) return;
    if (this.errors.has(code)) return;
    this.errors.set(code, code === 'EMERGENCY_STOP' ? Number.POSITIVE_INFINITY : now + FAULT_DURATION_MS[code]);
    if (code === 'EMERGENCY_STOP' || code === 'HARDWARE_ERROR') this.halt();
    const level = code === 'LOW_BATTERY' || code === 'MOTOR_HOT' ? 5 : 9;
    this.emit({ type: 'event', ts: now, level, kind: 'robotError', code, active: true });
    this.output?.changed();
  }

  private clear(code: RobotErrorCode, now: number): void {
    if (!this.errors.delete(code)) return;
    this.emit({ type: 'event', ts: now, level: 0, kind: 'robotError', code, active: false });
    this.output?.changed();
  }

  private expireFaults(now: number): void {
    for (const [code, until] of this.errors) if (now >= until) this.clear(code, now);
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  private emit(event: EventMessage): void {
    this.output?.event(event);
  }

  private ack(seq: number, result: AckMessage['result'], code?: string, data?: Record<string, unknown>, message?: string): void {
    const ack: AckMessage = { type: 'ack', seq, result };
    if (code) ack.code = code;
    if (message) ack.message = message;
    if (data) ack.data = data;
    this.output?.ack(ack);
  }
}

function clamp(v: number, limit: number): number {
  return Math.max(-limit, Math.min(limit, v));
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

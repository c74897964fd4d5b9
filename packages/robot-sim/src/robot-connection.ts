import WebSocket from 'ws';
import {
  Gateway,
  Thermal,
  decodeRobotMapReport,
  encodeCameraFrame,
  isRobotMapReport,
  type CameraId,
  type CommandMessage,
  type FloorGraphMessage,
  type GatewayErrorMessage,
  type GuideAnswerMessage,
  type HelloMessage,
  type RefusedMessage,
  type RobotMapHeader,
  type RobotModel,
  type WelcomeMessage,
} from '@fleetdeck/model';
import { SimRobot, type SimPhoto, type SimRobotOptions } from './sim-robot.js';
import { simMapReport } from './floor-map.js';
import { OccupancyGrid } from './occupancy-grid.js';
import { CameraViewSize, renderCameraView } from './camera-view.js';
import { renderThermalView } from './thermal-view.js';
import { inspectionMessages } from './inspection.js';
import type { SimInspection } from './output-link.js';
import { LongTermRecorder } from './recorder/long-term-recorder.js';
import { ffmpegAvailable } from './recorder/ffmpeg-probe.js';
import { GatewayRotation, gatewayUrls, spreadIndex } from './gateway-urls.js';
import { pinnedCertificate } from './pinned-certificate.js';

/** What a robot needs to sign in to a gateway. */
export interface RobotCredential {
  serialNo: string;
  credential: string;
  model?: RobotModel;
}

/** Connection states a fleet reports. */
export type ConnectionState = 'connecting' | 'online' | 'refused' | 'offline' | 'stopped';

/** How one simulated robot connects. */
export interface RobotConnectionOptions {
  url: string;
  /** For a wss:// gateway: the certificate (PEM) it must present, trusted for this connection alone (pinned-certificate.ts). */
  gatewayCertificate?: string;
  credential: RobotCredential;
  robot?: Omit<SimRobotOptions, 'serialNo' | 'model' | 'floorId'>;
  /** Report the robot's map of each floor it is on (default true). */
  reportMap?: boolean;
  onStateChange?: (serialNo: string, state: ConnectionState, detail?: string) => void;
  /** Hears each command as it arrives, before the robot handles it (a benchmark counts what robots received). */
  onCommand?: (serialNo: string, message: CommandMessage, receivedAt: number) => void;
}

const BACKOFF_MIN_MS = 500;
const BACKOFF_MAX_MS = 15_000;
// A camera frame is skipped rather than queued when the socket already holds this much unsent data.
const CAMERA_BACKLOG_BYTES = 256 * 1024;
// A photo is kept, so it is encoded finer than a streamed frame.
const PHOTO_QUALITY = 85;

/** One simulated robot's link to a gateway: hello, telemetry, commands, frames, reconnect with backoff. */
export class RobotConnection {
  readonly serialNo: string;
  robot: SimRobot | null = null;
  state: ConnectionState = 'offline';
  telemetryIntervalMs: number = Gateway.telemetryIntervalMs;
  /** Time of the last telemetry sent; the fleet ticker staggers robots through it. */
  lastTelemetryAt = 0;
  dirty = false;

  private socket: WebSocket | null = null;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private cameraTimer: ReturnType<typeof setInterval> | null = null;
  private frameSeq = 0;
  private stopped = false;
  private recorder: LongTermRecorder | null = null;
  private readonly gateways: GatewayRotation;
  private readonly socketOptions: WebSocket.ClientOptions;
  /** Whether the last connection got as far as `welcome`: losing it moves to the next gateway at once. */
  private wasOnline = false;
  /** The floor whose map this connection has reported (null: none yet); a map goes once per connection and floor. */
  private mapReportedFor: number | null = null;

  constructor(private readonly options: RobotConnectionOptions) {
    this.serialNo = options.credential.serialNo;
    this.socketOptions = { perMessageDeflate: false, handshakeTimeout: 10_000, ...(options.gatewayCertificate ? pinnedCertificate(options.gatewayCertificate) : {}) };
    const urls = gatewayUrls(options.url);
    // Robots start spread over a cluster's gateways, by serial number so a restart keeps the spread.
    this.gateways = new GatewayRotation(urls, spreadIndex(this.serialNo, urls.length));
  }

  /** Opens the connection; it reconnects by itself until `stop()`. */
  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Closes the connection and stops reconnecting. */
  stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.stopCamera();
    void this.recorder?.stop();
    this.robot?.dispose();
    const socket = this.socket;
    this.socket = null;
    this.setState('stopped');
    if (!socket || socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.close(1000, 'simulator stopped');
      setTimeout(() => {
        socket.terminate();
        resolve();
      }, 1000).unref();
    });
  }

  /** Sends the robot's telemetry now if it is online. */
  sendTelemetry(now = Date.now()): void {
    if (!this.robot || this.state !== 'online') return;
    this.send(JSON.stringify(this.robot.telemetry(now)));
    this.reportMap(this.robot.floorId);
    this.lastTelemetryAt = now;
    this.dirty = false;
    this.syncCamera();
    this.recorder?.sync(now);
  }

  private open(): void {
    this.setState('connecting');
    const socket = new WebSocket(this.gateways.current, this.socketOptions);
    this.socket = socket;
    socket.on('open', () => {
      const hello: HelloMessage = {
        type: 'hello',
        protocol: Gateway.protocolVersion,
        serialNo: this.serialNo,
        credential: this.options.credential.credential,
        ...(this.options.credential.model ? { model: this.options.credential.model } : {}),
        firmware: 'fleetdeck-sim',
      };
      socket.send(JSON.stringify(hello));
    });
    socket.on('message', (data, isBinary) => {
      // Handled on the robot's own turn, after every socket with data has been read: one process
      // simulates thousands of robots, each of which has its own computer in the field, so a burst
      // of commands for many robots must not queue behind the handling of the others. In order,
      // since immediates run first in, first out.
      const receivedAt = Date.now();
      setImmediate(() => {
        if (isBinary) this.onBinary(data as Buffer);
        else this.onMessage(String(data), receivedAt);
      });
    });
    socket.on('error', () => {
      // 'close' follows every 'error'; reconnecting happens there.
    });
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopCamera();
      this.robot?.attach(null);
      if (this.state !== 'refused') this.setState('offline');
      // The gateway went away (a stopped or failed server process): try the next one.
      if (this.gateways.size > 1 && this.state !== 'refused') this.gateways.next();
      this.scheduleReconnect();
    });
  }

  private onMessage(text: string, receivedAt: number): void {
    let message: WelcomeMessage | RefusedMessage | CommandMessage | GuideAnswerMessage | GatewayErrorMessage | FloorGraphMessage;
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.type === 'welcome') this.onWelcome(message);
    else if (message.type === 'refused') this.setState('refused', `${message.code}: ${message.message}`);
    else if (message.type === 'command' && this.robot) {
      this.options.onCommand?.(this.serialNo, message, receivedAt);
      this.robot.receive(message);
    }
    else if (message.type === 'guideAnswer' && this.robot) this.robot.takeAnswer(message);
    else if (message.type === 'floorGraph' && this.robot) this.robot.takeGraph(message);
    else if (message.type === 'error' && message.code === 'QUESTION_RATE_LIMITED' && message.ref !== undefined && this.robot) this.robot.questionRefused(message.ref);
  }

  /**
   * Reports the robot's map of the floor it is on, after the telemetry that names that floor: on
   * connecting and when it comes to another floor. The gateway keeps it only where the console has
   * no map of the floor yet (`onlyIfNone`), and answers `mapStored` or an error, which the simulator
   * needs not act on.
   */
  private reportMap(floorId: number): void {
    const socket = this.socket;
    if (this.options.reportMap === false || this.mapReportedFor === floorId || socket?.readyState !== WebSocket.OPEN) return;
    this.mapReportedFor = floorId;
    socket.send(simMapReport(floorId), { binary: true });
  }

  /** A binary message from the server: the console's map of a floor (the only kind it sends a robot). */
  private onBinary(data: Buffer): void {
    const report = isRobotMapReport(data) ? decodeRobotMapReport(data) : null;
    const header = report?.header as RobotMapHeader | undefined;
    if (!report || !header || !this.robot || header.floorId !== this.robot.floorId) return;
    const grid = OccupancyGrid.read(header, report.image);
    if (grid) this.robot.takeMap(grid);
  }

  private onWelcome(welcome: WelcomeMessage): void {
    this.attempts = 0;
    this.mapReportedFor = null;
    this.wasOnline = true;
    this.telemetryIntervalMs = welcome.telemetryIntervalMs;
    if (!this.robot) {
      this.robot = new SimRobot({
        ...this.options.robot,
        serialNo: this.serialNo,
        model: this.options.credential.model ?? 'ugo Pro',
        floorId: welcome.initialFloorId,
      });
    } else if (!welcome.floorIds.includes(this.robot.floorId)) {
      // Moved to another building while away (the server closes with 4410): start on its initial floor.
      this.robot.relocate(welcome.initialFloorId);
    }
    this.robot.attach({
      ack: (ack) => this.send(JSON.stringify(ack)),
      event: (event) => this.send(JSON.stringify(event)),
      changed: () => {
        this.dirty = true;
        // A camera just turned on streams at once, not at the next telemetry tick: an operator
        // opening teleop waits for that first frame. (After this command's handling, not inside it.)
        if (this.robot?.camera && !this.cameraTimer) setImmediate(() => this.syncCamera());
      },
      photo: (photo) => this.sendPhoto(photo),
      inspect: (visit) => this.sendInspection(visit),
      question: (question) => this.send(JSON.stringify(question)),
    });
    this.setState('online');
    this.sendTelemetry();
    void this.setUpRecorder(welcome);
  }

  /**
   * Long-term recording: the recorder follows the robot's recording state and uploads beside the
   * socket; without ffmpeg the robot reports its recorder unavailable instead. Auto-start (the
   * robot's setting, from the welcome) starts a recording on connecting.
   */
  private async setUpRecorder(welcome: WelcomeMessage): Promise<void> {
    const robot = this.robot;
    if (!robot) return;
    if (!(await ffmpegAvailable())) {
      robot.setRecorder('unavailable');
      return;
    }
    if (this.stopped) return;
    const origin = new URL(this.gateways.current);
    origin.protocol = origin.protocol === 'wss:' ? 'https:' : 'http:';
    this.recorder ??= new LongTermRecorder(robot, {
      origin: origin.origin, serialNo: this.serialNo, credential: this.options.credential.credential,
    });
    if (welcome.recording) this.recorder.quality = welcome.recording.quality;
    if (welcome.recording?.autoStart) robot.startLongTermRecording();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const refused = this.state === 'refused';
    // A robot that was online moves to another gateway at once; only failed attempts back off.
    const moving = this.wasOnline && this.gateways.size > 1;
    this.wasOnline = false;
    const base = refused ? BACKOFF_MAX_MS : moving ? BACKOFF_MIN_MS : Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** this.attempts);
    this.attempts += 1;
    // Jitter spreads a fleet's reconnects after a server restart.
    const delay = base / 2 + Math.random() * (base / 2);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.open();
    }, delay);
  }

  private syncCamera(): void {
    const want = this.robot?.camera ?? null;
    if (!want) {
      this.stopCamera();
      return;
    }
    if (this.cameraTimer) return;
    const fps = this.robot?.cameraFps ?? 2;
    this.cameraTimer = setInterval(() => this.sendFrame(), Math.round(1000 / fps));
    this.sendFrame();
  }

  private sendFrame(): void {
    const robot = this.robot;
    const socket = this.socket;
    if (!robot?.camera || !socket || socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > CAMERA_BACKLOG_BYTES) return;
    const ts = Date.now();
    robot.step(ts);
    const picture = this.picture(robot.camera, robot.pose, ts);
    const frame = encodeCameraFrame(
      { camera: robot.camera, ts, frameSeq: ++this.frameSeq, width: picture.width, height: picture.height },
      picture.jpeg,
    );
    socket.send(frame, { binary: true });
  }

  /** What a camera sees: the thermal camera its 256x192 heat picture in the applied settings, the others the top view. */
  private picture(camera: CameraId, pose: SimPhoto['pose'], ts: number, quality?: number): { jpeg: Uint8Array; width: number; height: number } {
    const thermal = this.robot?.thermal;
    if (camera === 'thermal' && thermal) {
      const jpeg = renderThermalView({ pose, colorMap: thermal.colorMap, scalePosition: thermal.scalePosition }, quality);
      return { jpeg, width: Thermal.width, height: Thermal.height };
    }
    return { jpeg: renderCameraView({ pose, ts }, quality), width: CameraViewSize.width, height: CameraViewSize.height };
  }

  /** Sends what the robot took at a check item: its pictures (binary, marked with the item) and then its readings. */
  private sendInspection(visit: SimInspection): void {
    const socket = this.socket;
    const thermal = this.robot?.thermal;
    if (!socket || socket.readyState !== WebSocket.OPEN || !thermal) return;
    const { frames, message } = inspectionMessages(visit, () => ++this.frameSeq, thermal);
    for (const frame of frames) socket.send(frame, { binary: true });
    socket.send(JSON.stringify(message));
  }

  /** Sends a photo as a binary frame marked with its command's seq; unlike a frame it is never skipped. */
  private sendPhoto(photo: SimPhoto): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    const picture = this.picture(photo.camera, photo.pose, photo.takenAt, PHOTO_QUALITY);
    const header = {
      camera: photo.camera,
      ts: photo.takenAt,
      frameSeq: ++this.frameSeq,
      width: picture.width,
      height: picture.height,
      photoSeq: photo.seq,
    };
    socket.send(encodeCameraFrame(header, picture.jpeg), { binary: true });
  }

  private stopCamera(): void {
    if (this.cameraTimer) clearInterval(this.cameraTimer);
    this.cameraTimer = null;
  }

  private send(text: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  private setState(state: ConnectionState, detail?: string): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onStateChange?.(this.serialNo, state, detail);
  }
}

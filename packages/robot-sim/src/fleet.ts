import { RobotConnection, type ConnectionState, type RobotConnectionOptions, type RobotCredential } from './robot-connection.js';
import type { SimRobot } from './sim-robot.js';

const TICK_SLICES = 10;

/** How to run a simulated fleet against one gateway. */
export interface FleetOptions {
  /** Gateway address, e.g. ws://127.0.0.1:8080/gateway. */
  url: string;
  /** For a wss:// gateway: the certificate (PEM) it must present, trusted for this fleet alone (pinned-certificate.ts). */
  gatewayCertificate?: string;
  robots: RobotCredential[];
  /** Robots drive around on their own when idle (default true). */
  autonomous?: boolean;
  /** Robots report their map of each floor they are on (default true; see floor-map.ts). */
  reportMap?: boolean;
  /** Expected random faults per robot per hour (default 0). */
  faultsPerHour?: number;
  /** Expected visitors per guide robot per hour, each asking the robot one question (default 0). */
  visitorsPerHour?: number;
  /** Physics and telemetry tick (default 100 ms). */
  tickMs?: number;
  /** Spread of the first connections, so a large fleet does not knock all at once (default 0). */
  connectSpreadMs?: number;
  onStateChange?: (serialNo: string, state: ConnectionState, detail?: string) => void;
  /** Hears each command a robot receives, as it arrives. */
  onCommand?: RobotConnectionOptions['onCommand'];
}

/** A running simulated fleet. */
export interface Fleet {
  readonly connections: readonly RobotConnection[];
  /** The simulated robot with a serial number, once it has been welcomed. */
  robot(serialNo: string): SimRobot | null;
  /** Number of robots currently online. */
  onlineCount(): number;
  stop(): Promise<void>;
}

/** Starts one simulated robot per credential; one shared ticker steps them and sends telemetry. */
export function startFleet(options: FleetOptions): Fleet {
  const connections = options.robots.map(
    (credential) =>
      new RobotConnection({
        url: options.url,
        ...(options.gatewayCertificate ? { gatewayCertificate: options.gatewayCertificate } : {}),
        credential,
        reportMap: options.reportMap ?? true,
        robot: { autonomous: options.autonomous ?? true, faultsPerHour: options.faultsPerHour ?? 0, visitorsPerHour: options.visitorsPerHour ?? 0 },
        ...(options.onStateChange ? { onStateChange: options.onStateChange } : {}),
        ...(options.onCommand ? { onCommand: options.onCommand } : {}),
      }),
  );
  const bySerial = new Map(connections.map((c) => [c.serialNo, c]));
  const starters: ReturnType<typeof setTimeout>[] = [];
  const spread = options.connectSpreadMs ?? 0;
  connections.forEach((c, i) => {
    if (spread <= 0) c.start();
    else starters.push(setTimeout(() => c.start(), (spread * i) / connections.length));
  });
  const tickMs = options.tickMs ?? 100;
  // The fleet is stepped in slices, one slice every tickMs / TICK_SLICES: each robot is still
  // stepped once a tick, but a large fleet's telemetry leaves in small groups spread over the
  // tick, as independent robots' would, instead of one burst of thousands of messages.
  let slice = 0;
  const ticker = setInterval(() => {
    const now = Date.now();
    for (let i = slice; i < connections.length; i += TICK_SLICES) {
      const c = connections[i];
      if (!c?.robot || c.state !== 'online') continue;
      c.robot.step(now);
      // Each robot keeps the phase of its own welcome, which spreads a fleet's telemetry over the second.
      const moving = c.robot.mode === 'teleop';
      const interval = moving ? Math.min(c.telemetryIntervalMs, 200) : c.telemetryIntervalMs;
      if (c.dirty || now - c.lastTelemetryAt >= interval) c.sendTelemetry(now);
    }
    slice = (slice + 1) % TICK_SLICES;
  }, tickMs / TICK_SLICES);
  return {
    connections,
    robot: (serialNo) => bySerial.get(serialNo)?.robot ?? null,
    onlineCount: () => connections.filter((c) => c.state === 'online').length,
    async stop() {
      clearInterval(ticker);
      for (const s of starters) clearTimeout(s);
      await Promise.all(connections.map((c) => c.stop()));
    },
  };
}

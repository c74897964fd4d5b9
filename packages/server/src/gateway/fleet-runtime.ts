import type { FastifyInstance } from 'fastify';
import { LiveRobots } from './live-robots.js';
import { RobotPersistence } from './robot-persistence.js';
import { openTelemetryDatabase } from './telemetry-database.js';
import { RobotGateway } from './gateway-server.js';
import { GatewayMetrics } from './gateway-metrics.js';
import { RobotPhotoStore } from './robot-photo-store.js';
import { RobotStream } from '../stream/stream-server.js';

/** Everything live about the fleet in this process: registry, gateway, browser stream, persistence, metrics. */
export interface FleetRuntime {
  robots: LiveRobots;
  persistence: RobotPersistence;
  gateway: RobotGateway;
  stream: RobotStream;
  metrics: GatewayMetrics;
  /** Photos robots took, stored under the data folder. */
  photos: RobotPhotoStore;
  /** The in-process simulated fleet of `--sim N`, stopped before the gateway closes. */
  sim: { stop(): Promise<void> } | null;
}

/**
 * Builds the fleet runtime on a Fastify instance: loads the robots, routes WebSocket upgrades of
 * /gateway and /api/stream, and shuts everything down (writing buffered data) when the app closes.
 */
export async function startFleetRuntime(app: FastifyInstance): Promise<FleetRuntime> {
  const robots = new LiveRobots(app.db);
  await robots.load();
  const telemetryDb = openTelemetryDatabase(app.config.databaseFile);
  const persistence = new RobotPersistence(telemetryDb, (id) => robots.byRobotId(id) !== undefined);
  const metrics = new GatewayMetrics();
  const photos = new RobotPhotoStore(app.db, app.config.dataDir, app.log, app.fileStorage);
  const gateway = new RobotGateway(app.db, robots, persistence, metrics, photos, app.log);
  const stream = new RobotStream(app, robots, gateway);
  persistence.start();
  gateway.start();
  stream.start();
  // Upgrades are routed here rather than through @fastify/websocket: it has one WebSocket server,
  // so one maxPayload for both sockets (robots need 4 MiB frames, browsers are held to 64 KiB and
  // closed 1009 beyond), and it takes every upgrade on the server through Fastify's hooks (the
  // bearer-token check would refuse the stream, whose token is its first message) and routes,
  // leaving no upgrade path to another extension.
  app.server.on('upgrade', (request, socket, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === '/gateway') gateway.handleUpgrade(request, socket, head);
    else if (path === '/api/stream') stream.handleUpgrade(request, socket, head);
    // Another extension may own other upgrade paths; with none, refuse rather than leave it hanging.
    else if (app.server.listenerCount('upgrade') === 1) socket.destroy();
  });
  const runtime: FleetRuntime = { robots, persistence, gateway, stream, metrics, photos, sim: null };
  app.addHook('preClose', async () => {
    await runtime.sim?.stop();
    await stream.stop();
    await gateway.stop();
  });
  app.addHook('onClose', async () => {
    await persistence.stop();
    await telemetryDb.destroy();
    metrics.stop();
  });
  return runtime;
}

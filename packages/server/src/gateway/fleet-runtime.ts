import type { FastifyInstance } from 'fastify';
import { LiveRobots } from './live-robots.js';
import { RobotPersistence } from './robot-persistence.js';
import { RobotMapReports } from './robot-map-reports.js';
import { RobotGateway } from './gateway-server.js';
import { GatewayMetrics } from './gateway-metrics.js';
import { RobotPhotoStore } from './robot-photo-store.js';
import { GuideQuestions } from './guide-questions.js';
import { RobotStream } from '../stream/stream-server.js';
import { ReportRecorder } from '../reports/report-recorder.js';
import { syncRobotRegistry } from '../cluster/robot-registry-sync.js';
import { routeRobots } from '../cluster/robot-routing.js';
import { logOrphanedOffline } from '../cluster/orphaned-robots.js';
import { Gateway } from '@fleetdeck/model';
import { MeterReading } from '../meters/meter-reading.js';
import type { TriggerEngine } from '../triggers/trigger-engine.js';
import { startTriggers } from '../triggers/trigger-runtime.js';

/** How long past the silence limit a starting cluster process listens before judging robots orphaned. */
const ORPHAN_CHECK_MARGIN_MS = 2000;

/** Everything live about the fleet in this process: registry, gateway, browser stream, persistence, metrics. */
export interface FleetRuntime {
  robots: LiveRobots;
  persistence: RobotPersistence;
  gateway: RobotGateway;
  stream: RobotStream;
  metrics: GatewayMetrics;
  /** Photos robots took, stored under the data folder. */
  photos: RobotPhotoStore;
  /** Writes reports from flow runs, sentry watches and cleaning runs. */
  reports: ReportRecorder;
  /** Runs trigger rules on robot status changes, threshold breaches and schedule occurrences. */
  triggers: TriggerEngine;
  /** The in-process simulated fleet of `--sim N`, stopped before the gateway closes. */
  sim: { stop(): Promise<void> } | null;
}

/**
 * Builds the fleet runtime on a Fastify instance: loads the robots, starts the gateway and the
 * browser stream (their sockets arrive through routes/robots/robot-socket-routes.ts), and shuts
 * everything down (writing buffered data) when the app closes.
 */
export async function startFleetRuntime(app: FastifyInstance): Promise<FleetRuntime> {
  const robots = new LiveRobots(app.db);
  await robots.load();
  const telemetry = app.store.openBatchWriter();
  const persistence = new RobotPersistence(telemetry.db, (id) => robots.byRobotId(id) !== undefined);
  const metrics = new GatewayMetrics();
  const photos = new RobotPhotoStore(app.db, app.config.dataDir, app.log, app.fileStorage);
  const questions = new GuideQuestions(app.db, app.knowledgeAnswerer, app.log);
  const reports = new ReportRecorder(app.db, app.fileStorage, app.log, new MeterReading(app.db, app.config.meterServices, app.log), app.notifier);
  const maps = new RobotMapReports(app.db, app.fileStorage, app.log);
  const gateway = new RobotGateway(app.db, robots, persistence, metrics, photos, app.log, questions, reports, maps);
  const stream = new RobotStream(app, robots, gateway);
  persistence.start();
  gateway.start();
  stream.start();
  // In a cluster, registrations, live state and commands reach every process (cluster/).
  const stopSync = app.bus ? syncRobotRegistry(app.bus, robots, gateway, app.log) : null;
  const stopRouting = app.bus ? routeRobots(app.bus, app.db, robots, gateway, stream, app.log, metrics) : null;
  const triggers = startTriggers(app, robots, gateway, reports);
  const runtime: FleetRuntime = { robots, persistence, gateway, stream, metrics, photos, reports, triggers, sim: null };
  // Robots left "online" in the log by processes that all died. In a cluster, first hear for a
  // while which robots the live processes hold (they report each robot at least that often).
  let orphans: Promise<unknown> = Promise.resolve();
  const orphanCheck = setTimeout(() => {
    const held = (id: number) => gateway.isConnected(id) || robots.byRobotId(id)?.connection === 'online';
    orphans = logOrphanedOffline(app.db, robots, held, app.log)
      .catch((err: unknown) => app.log.warn({ err }, 'offline events of orphaned robots not written'))
      .finally(() => metrics.orphanSweepFinished());
  }, app.bus ? Gateway.offlineAfterMs + ORPHAN_CHECK_MARGIN_MS : 0);
  orphanCheck.unref();
  app.addHook('preClose', async () => {
    clearTimeout(orphanCheck);
    await orphans;
    stopSync?.();
    stopRouting?.();
    await runtime.sim?.stop();
    stream.stop();
    gateway.stop();
    await reports.settled();
    await triggers.settled();
  });
  app.addHook('onClose', async () => {
    await persistence.stop();
    await telemetry.close();
    metrics.stop();
  });
  return runtime;
}

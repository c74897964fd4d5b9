import type { FastifyInstance } from 'fastify';
import type { RobotGateway } from '../gateway/gateway-server.js';
import type { LiveRobots } from '../gateway/live-robots.js';
import type { ReportRecorder } from '../reports/report-recorder.js';
import { RobotStatusWatch } from './robot-status-watch.js';
import { TriggerEngine } from './trigger-engine.js';
import { breachEvent } from './trigger-sources.js';

/**
 * Starts the trigger engine with the events the fleet raises itself (robot status changes,
 * threshold breaches); the scheduler adds its own. Firings still under way are written before the
 * database closes.
 */
export function startTriggers(app: FastifyInstance, robots: LiveRobots, gateway: RobotGateway, reports: ReportRecorder): TriggerEngine {
  const engine = new TriggerEngine({ db: app.db, robots, gateway, mailer: app.mailer, now: Date.now }, app.log);
  const watch = new RobotStatusWatch(robots, (event) => engine.fire(event));
  watch.start();
  const unsubscribe = reports.onBreach((breach) => engine.fire(breachEvent(breach)));
  app.addHook('preClose', async () => {
    watch.stop();
    unsubscribe();
  });
  return engine;
}

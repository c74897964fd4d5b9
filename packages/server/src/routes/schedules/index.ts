import { Schedule } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { FleetRuntime } from '../../gateway/fleet-runtime.js';
import { registerEntity } from '../../resources/register-entities.js';
import { Scheduler } from '../../schedules/scheduler.js';
import { scheduleEvent } from '../../triggers/trigger-sources.js';
import { registerReadOnlyResource } from '../thresholds/read-only-routes.js';
import { occurrenceRoutes } from './occurrence-routes.js';
import { scheduleLogResource, scheduleResource } from './schedule-resource.js';

/** Schedule entries, their occurrences and log, and the scheduler that runs them once the server is ready. */
export async function scheduleRoutes(app: FastifyInstance, fleet: FleetRuntime): Promise<void> {
  const scheduler = new Scheduler(app.db, fleet.robots, fleet.gateway, app.log);
  scheduler.onFired((entry, occurrence) => fleet.triggers.fire(scheduleEvent(entry, occurrence)));
  await occurrenceRoutes(app);
  await registerEntity(app, Schedule, scheduleResource(() => scheduler.replan()));
  registerReadOnlyResource(app, scheduleLogResource);
  app.addHook('onReady', async () => {
    await scheduler.start();
  });
  app.addHook('preClose', async () => {
    scheduler.stop();
    await scheduler.idle();
  });
}

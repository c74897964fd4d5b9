import type { ServerExtension } from '../extensions.js';
import { startFleetRuntime, type FleetRuntime } from './fleet-runtime.js';
import { prepareSimRobots, startSimulatedFleet } from './sim-fleet.js';
import type { SimCredential } from './seed-robots.js';
import { registerRobotRoutes } from '../routes/robots/robot-routes.js';
import { registerRobotLiveRoutes } from '../routes/robots/robot-live-routes.js';
import { registerRobotPhotoRoutes } from '../routes/robots/robot-photo-routes.js';

// One runtime per app instance; tests build several apps in one process.
const runtimes = new WeakMap<object, { runtime: FleetRuntime; credentials: SimCredential[] }>();

/** Robots live: /gateway, /api/stream, robot routes, the demo robots and the simulated fleet. */
export const gatewayExtension: ServerExtension = {
  name: 'gateway',
  async register(app, config) {
    const runtime = await startFleetRuntime(app);
    const entry = { runtime, credentials: [] as SimCredential[] };
    runtimes.set(app, entry);
    registerRobotRoutes(app, runtime);
    registerRobotLiveRoutes(app, runtime);
    registerRobotPhotoRoutes(app, runtime);
    // onReady runs after the core demo seed and before the server listens: robots exist at the first request.
    app.addHook('onReady', async () => {
      entry.credentials = await prepareSimRobots(app, config, runtime);
    });
  },
  onListening(app, config) {
    const entry = runtimes.get(app);
    if (entry) startSimulatedFleet(app, config, entry.runtime, entry.credentials);
  },
};

import type { ServerExtension } from '../extensions.js';
import type { FleetRuntime } from './fleet-runtime.js';
import { prepareSimRobots, startSimulatedFleet } from './sim-fleet.js';
import type { SimCredential } from './seed-robots.js';

// One runtime per app instance; tests build several apps in one process.
const runtimes = new WeakMap<object, { runtime: FleetRuntime; credentials: SimCredential[] }>();

/** The demo robots and the simulated fleet of `--sim N`, driving the live fleet buildApp started. */
export const gatewayExtension: ServerExtension = {
  name: 'gateway',
  register(app, config, runtime) {
    const entry = { runtime, credentials: [] as SimCredential[] };
    runtimes.set(app, entry);
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

import type { FastifyInstance } from 'fastify';
import { RobotModel } from '@fleetdeck/model';
import { startFleetInWorker } from '@fleetdeck/robot-sim';
import type { ServerConfig } from '../config.js';
import type { FleetRuntime } from './fleet-runtime.js';
import { demoRobots } from './demo-robots.js';
import { demoCredentialsFile, ensureSimRobots, type SimCredential } from './seed-robots.js';

/** Robots `--sim N` asks for; a negative N means the demo fleet. */
export function simCount(config: ServerConfig): number {
  return config.sim < 0 ? demoRobots.length : config.sim;
}

/** Seeds the demo robots (and `SIM-nnnnn` extras) before the server listens; answers the credentials to simulate. */
export async function prepareSimRobots(app: FastifyInstance, config: ServerConfig, fleet: FleetRuntime): Promise<SimCredential[]> {
  const credentials = await ensureSimRobots(app.db, config.dataDir, simCount(config));
  await fleet.robots.load();
  return credentials;
}

/**
 * Runs simulated robots on a worker thread of this process (their camera JPEGs would otherwise
 * stall the API and teleop). They connect to this server's own /gateway over loopback, exactly as
 * a real robot or `fleetdeck-sim` would (wss:// when the server speaks TLS); the fleet runtime stops
 * them before the gateway closes.
 */
export function startSimulatedFleet(app: FastifyInstance, config: ServerConfig, fleet: FleetRuntime, credentials: SimCredential[]): void {
  if (credentials.length === 0) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  fleet.sim = startFleetInWorker(
    {
      url: `${config.tls ? 'wss' : 'ws'}://127.0.0.1:${port}/gateway`,
      // Over TLS the fleet trusts this server's own certificate, for its connections alone.
      ...(config.tls ? { gatewayCertificate: config.tls.cert } : {}),
      robots: credentials.map((c) => {
        const model = RobotModel.find((m) => m === c.model);
        return { serialNo: c.serialNo, credential: c.credential, ...(model ? { model } : {}) };
      }),
      autonomous: true,
      faultsPerHour: 2,
      // Visitors ask the demo's guide robots questions now and then, answered from the building's knowledge groups.
      visitorsPerHour: 2,
      connectSpreadMs: Math.min(3000, credentials.length * 2),
    },
    // A failed simulator is no reason to take the console down: its robots just show offline.
    (err) => app.log.error({ err }, 'simulated fleet failed'),
  );
  process.stdout.write(`Simulated robots: ${credentials.length} (credentials: ${demoCredentialsFile(config.dataDir)})\n`);
}

import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import type { FleetRuntime } from './gateway/fleet-runtime.js';
import { gatewayExtension } from './gateway/gateway-extension.js';
import { scheduleDemoExtension } from './schedules/schedule-demo-seed.js';

/**
 * Something another area hooks into the server beyond its routes (the simulated fleet). Routes,
 * WebSocket endpoints too (`socketRoute`, plugins/websockets.ts), belong in routes/index.ts.
 * `register` runs before the server listens, with the live fleet;
 * `onListening` after, with the base URL.
 */
export interface ServerExtension {
  name: string;
  register?(app: FastifyInstance, config: ServerConfig, fleet: FleetRuntime): Promise<void> | void;
  onListening?(app: FastifyInstance, config: ServerConfig, baseUrl: string): Promise<void> | void;
}

/** Every extension, in order. Other areas add one import and one entry each. */
export const extensions: ServerExtension[] = [gatewayExtension, scheduleDemoExtension];

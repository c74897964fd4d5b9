import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import { gatewayExtension } from './gateway/gateway-extension.js';

/**
 * Something another area hooks into the server (robot gateway, live stream, simulated fleet).
 * `register` runs before the server listens; `onListening` after, with the base URL.
 */
export interface ServerExtension {
  name: string;
  register?(app: FastifyInstance, config: ServerConfig): Promise<void> | void;
  onListening?(app: FastifyInstance, config: ServerConfig, baseUrl: string): Promise<void> | void;
}

/** Every extension, in order. Other areas add one import and one entry each. */
export const extensions: ServerExtension[] = [gatewayExtension];

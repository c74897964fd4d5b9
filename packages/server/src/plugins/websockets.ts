import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { GatewayLimits, type PolicyRef } from '@fleetdeck/model';
import { ApiError } from '../errors/api-error.js';

/**
 * Routes every WebSocket upgrade through Fastify with @fastify/websocket: an endpoint is a GET
 * route declared with `socketRoute`, so its access cell and the onRequest hooks apply to the
 * upgrade as to any request. An upgrade to any other URL is answered 404 and its socket closed.
 * Register before the auth hook, so such an upgrade is refused as not found whatever its token.
 */
export async function setupWebSockets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket, {
    // One server for every endpoint, so one limit: the largest message any endpoint takes, a robot's
    // photo. Beyond it ws closes the socket (1009) before anything reads the message; an endpoint
    // with a lower limit checks it itself (stream/stream-server.ts).
    options: { maxPayload: GatewayLimits.binaryMessageMaxBytes, perMessageDeflate: false },
    // A peer's protocol error (ws codes WS_ERR_*) or a broken connection ends its socket quietly, as
    // each endpoint's own error listener does; an error without a code is a handler's bug.
    errorHandler(error, socket, request) {
      if (!('code' in error)) request.log.error({ err: error }, 'websocket handler failed');
      socket.terminate();
    },
    // Each endpoint ends its own sockets when the app closes (fleet-runtime.ts), after the
    // simulated fleet stopped; the plugin's default would close them all first.
    preClose: (done) => done(),
  });
  const socketUrls = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.wsHandler || route.websocket) socketUrls.add(route.url);
  });
  app.addHook('onRequest', async (request) => {
    // An HTTP route is not upgraded just to be closed: it is refused before any other hook runs.
    if (request.ws && !socketUrls.has(request.routeOptions.url ?? '')) throw new ApiError('NOT_FOUND', 'The requested URL was not found');
  });
}

/** Takes one upgraded socket of an endpoint. */
export type SocketHandler = (socket: WebSocket, request: FastifyRequest) => void;

/**
 * Declares a WebSocket endpoint at `url`, open to the access-policy cell `access` (an endpoint
 * whose peers sign in with their first message names a public one). A plain HTTP request to it
 * is answered as one to an unknown URL, and it stays out of the API document.
 */
export function socketRoute(app: FastifyInstance, url: string, access: PolicyRef, connect: SocketHandler): void {
  app.route({
    method: 'GET',
    url,
    config: { access },
    schema: { hide: true },
    handler: (_request, reply) => reply.callNotFound(),
    wsHandler: connect,
  });
}

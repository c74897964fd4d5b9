import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
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
      endOnError(error, socket, request.log);
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

function endOnError(error: Error, socket: WebSocket, log: FastifyBaseLogger): void {
  if (!('code' in error)) log.error({ err: error }, 'websocket handler failed');
  socket.terminate();
}

/**
 * Lets the upgrade's request and reply go once the socket is open. @fastify/websocket keeps both
 * for the socket's whole life: its error listener closes over them, and the HTTP response it made
 * to route the upgrade stays the TCP socket's current message. With them stay the headers, a child
 * logger and the response's listeners: a heap snapshot with 10,000 robots connected held 10,100 of
 * each (about 2 KB a connection). The listener is replaced by one that does the same.
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  const log = request.log;
  socket.removeAllListeners('error');
  socket.on('error', (error) => endOnError(error, socket, log));
  const tcp = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
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
    wsHandler: (socket, request) => {
      releaseUpgrade(socket, request);
      connect(socket, request);
    },
  });
}

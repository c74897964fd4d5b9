import type { FastifyInstance } from 'fastify';
import type { FleetRuntime } from '../../gateway/fleet-runtime.js';
import { socketRoute } from '../../plugins/websockets.js';

/**
 * The live fleet's two WebSocket endpoints: robots on /gateway, browsers on /api/stream. Both open
 * to anyone, as sign-in does: a robot proves itself with its hello, a browser with the token of its
 * first message (a bearer-token check on the upgrade would refuse every browser).
 */
export function registerRobotSocketRoutes(app: FastifyInstance, fleet: FleetRuntime): void {
  socketRoute(app, '/gateway', 'sockets.robotGateway', (socket) => fleet.gateway.accept(socket));
  // The allow-lists check the peer's socket address here; request.ip, which HTTP calls use, would
  // read X-Forwarded-For under --trust-proxy (not done here: that would change who the stream admits).
  socketRoute(app, '/api/stream', 'sockets.browserStream', (socket, request) => fleet.stream.accept(socket, request.socket.remoteAddress ?? ''));
}

import type { ServerHttp2Session } from 'node:http2';
import type { FastifyInstance } from 'fastify';
import type { TlsFiles } from '../security/tls-files.js';

/**
 * Fastify's options for HTTPS with HTTP/2 (`--tls-cert`, `--tls-key`): browsers pick HTTP/2 by
 * ALPN and fetch the console's many small scripts over one multiplexed connection (issue 16);
 * `allowHTTP1` keeps HTTP/1.1 on the same port for robots, WebSocket upgrades (browsers open
 * those over HTTP/1.1, as Node does not offer WebSockets over HTTP/2) and older clients.
 */
export function http2Options(tls: TlsFiles) {
  return { http2: true as const, https: { allowHTTP1: true, key: tls.key, cert: tls.cert } };
}

/**
 * Hop-by-hop headers HTTP/2 forbids (RFC 9113 §8.2.2). On an HTTP/2 answer Node drops `connection`
 * with a warning and throws on the others, from an error handler taking the process down; Fastify
 * itself sets `connection: close` on an answer to a body it could not parse.
 */
const CONNECTION_SPECIFIC_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/** Keep-alive of an idle HTTP/1.1 connection: Fastify's default, which it sets on a plain HTTP server. */
const HTTP1_KEEP_ALIVE_MS = 72_000;

/**
 * What an HTTPS server with HTTP/2 needs beyond plain HTTP (nothing is added without TLS). Register
 * first, so its onSend hook runs for every route, the not-found handler and error answers:
 * - HTTP/2 answers lose the hop-by-hop headers above, whoever set them.
 * - HTTP/1.1 requests and connections on it are timed as on the plain server Fastify makes: Node's
 *   HTTP/2 server sets no keep-alive timeout for them (an idle client would hold its socket for
 *   good) and cuts a request still arriving after 5 minutes (a robot's long upload), which
 *   Fastify's plain server does not.
 * - Closing the app ends each HTTP/2 connection with GOAWAY (its requests in flight finish): on
 *   Node 20 the server's close leaves them open, and a browser's idle connection would hold a
 *   graceful shutdown for Fastify's 72 s session timeout.
 */
export function setupHttp2(app: FastifyInstance): void {
  if (!app.config.tls) return;
  app.server.keepAliveTimeout = HTTP1_KEEP_ALIVE_MS;
  app.server.requestTimeout = 0;

  const sessions = new Set<ServerHttp2Session>();
  app.server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  app.addHook('preClose', async () => {
    for (const session of sessions) session.close();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.httpVersionMajor === 2) for (const name of CONNECTION_SPECIFIC_HEADERS) if (reply.hasHeader(name)) reply.removeHeader(name);
    return payload;
  });
}

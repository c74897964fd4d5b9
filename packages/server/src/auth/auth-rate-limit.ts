import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { TooManyRequestsError } from '../errors/too-many-requests.js';
import { AuthMessages } from './messages.js';
import { countInWindow, pruneWindows } from './shared-rate-windows.js';

const MINUTE_MS = 60_000;
/** How often ended windows of the shared store are removed. */
const PRUNE_PERIOD_MS = 10 * MINUTE_MS;

/** One limit's verdict on a request: over its limit, and for how many seconds more. */
type Limiter = (request: FastifyRequest) => Promise<{ exceeded: boolean; seconds: number }>;

/**
 * Registers @fastify/rate-limit without a limit of its own: only the routes that ask get one. On a
 * store several processes share, the limits count in the database instead (sharedLimiter), and a
 * cluster job removes their ended windows.
 */
export async function setupAuthRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
  if (app.store.shared) {
    const stop = app.jobs.every('auth.rate-limit-prune', PRUNE_PERIOD_MS, () => pruneWindows(app.db, new Date(Date.now() - MINUTE_MS)));
    app.addHook('onClose', async () => stop());
  }
}

/** A limit counted in this process's memory: right for a store only this process serves. */
function localLimiter(app: FastifyInstance, max: number, keyGenerator: (request: FastifyRequest) => string): Limiter {
  const limiter = app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator });
  return async (request) => {
    const result = await limiter(request);
    return { exceeded: !result.isAllowed && result.isExceeded, seconds: result.isAllowed ? 0 : result.ttlInSeconds };
  };
}

/**
 * A limit counted in the database, so a client's requests count together whichever process of a
 * cluster they reach. The key names the route, as each local limiter counts its route alone.
 */
function sharedLimiter(app: FastifyInstance, max: number, scope: string, keyGenerator: (request: FastifyRequest) => string): Limiter {
  return async (request) => {
    const key = `auth ${request.routeOptions.url ?? request.url} ${scope} ${keyGenerator(request)}`;
    const { count, ttlMs } = await countInWindow(app.db, key, MINUTE_MS);
    return { exceeded: count > max, seconds: Math.ceil(ttlMs / 1000) };
  };
}

/**
 * An onRequest hook limiting one sign-in route to the configured requests a minute per client
 * address and from everyone together (app.config.authRateLimit). Anonymous callers can make these
 * routes hash a password or send a mail, so a flood is refused before any of that, with 429
 * TOO_MANY_REQUESTS and Retry-After in seconds. The client address is the socket's, or
 * X-Forwarded-For's only under --trust-proxy (request.ip).
 */
export function authRateLimit(app: FastifyInstance): onRequestHookHandler {
  const { perClient, global } = app.config.authRateLimit;
  const byAddress = (request: FastifyRequest) => request.ip;
  const everyone = () => 'everyone';
  // Each call makes limiters with their own counters, so every route counts separately.
  const limiters = app.store.shared
    ? [sharedLimiter(app, perClient, 'client', byAddress), sharedLimiter(app, global, 'global', everyone)]
    : [localLimiter(app, perClient, byAddress), localLimiter(app, global, everyone)];
  return async (request) => {
    for (const limiter of limiters) {
      const { exceeded, seconds } = await limiter(request);
      if (exceeded) {
        const wait = Math.max(1, seconds);
        throw new TooManyRequestsError(AuthMessages.tooManyRequests(wait), wait);
      }
    }
  };
}

import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { TooManyRequestsError } from '../errors/too-many-requests.js';
import { AuthMessages } from './messages.js';

const MINUTE_MS = 60_000;

/** Registers @fastify/rate-limit without a limit of its own: only the routes that ask get one. */
export async function setupAuthRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
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
  // Each call makes limiters with their own counters, so every route counts separately.
  const byClient = app.createRateLimit({ max: perClient, timeWindow: MINUTE_MS, keyGenerator: (request: FastifyRequest) => request.ip });
  const byEveryone = app.createRateLimit({ max: global, timeWindow: MINUTE_MS, keyGenerator: () => 'everyone' });
  return async (request) => {
    for (const limiter of [byClient, byEveryone]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new TooManyRequestsError(AuthMessages.tooManyRequests(seconds), seconds);
      }
    }
  };
}

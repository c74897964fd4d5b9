import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { OperatorsTable } from '../db/database.js';
import { authenticateSignedUrl } from '../auth/signed-url.js';
import { SessionGateMessages, levelOf, userTypeSatisfies, type AccessLevel } from '@fleetdeck/model';
import { ApiError } from '../errors/api-error.js';
import { findTokenOwner } from '../auth/token-store.js';
import { assertAddressAllowed, assertContractActive } from '../auth/account-gate.js';
import { AuthMessages } from '../auth/messages.js';
import type { RequestSession } from '../auth/request-session.js';
import { SessionCache } from '../auth/session-cache.js';
import { changeVersion } from '../db/open-database.js';
import { isGateExempt, sessionGate } from '../auth/session-gate.js';

const sessionCaches = new WeakMap<object, SessionCache>();

function sessionCacheOf(app: FastifyInstance): SessionCache {
  let cache = sessionCaches.get(app.db);
  if (!cache) {
    cache = new SessionCache();
    sessionCaches.set(app.db, cache);
  }
  return cache;
}

/**
 * Access level of the matched route: the level of the access-policy cell it names; routes outside
 * /api that name none (the API documents, health checks, unmatched URLs) are public.
 */
export function routeAccess(request: FastifyRequest): AccessLevel {
  const declared = request.routeOptions.config?.access;
  return declared ? levelOf(declared) : 'public';
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Resolves a bearer token to a session and applies the account gates every authenticated call
 * passes: contract (499/498) and the building's IP allow-list (403); the §4 gate (password change,
 * terms) is found here and applied by the caller (auth/session-gate.ts). Used by the HTTP hook and by
 * WebSocket endpoints that authenticate with a token. The answer is reused for up to a second
 * while nothing was written to the database (any logout, revoke, password, operator, allow-list
 * or contract change is a write, so it takes effect on the next call).
 */
export async function authenticate(
  app: FastifyInstance,
  token: string | undefined,
  address: string,
  options: { fresh?: boolean } = {},
): Promise<RequestSession> {
  if (!token) throw new ApiError('UNAUTHORIZED', AuthMessages.unauthorized);
  // Read before the lookups: a write landing while they run makes the stored entry stale at once.
  const version = await changeVersion(app.db);
  const cache = sessionCacheOf(app);
  // `fresh`: the caller knows of a change the version may not show yet (another process's write).
  const cached = version === undefined || options.fresh ? undefined : cache.get(token, address, version);
  if (cached) return cached;
  const owner = await findTokenOwner(app.db, token);
  if (!owner) throw new ApiError('UNAUTHORIZED', AuthMessages.unauthorized);
  const session = await sessionOf(app, owner, address);
  if (version !== undefined) cache.set(token, address, version, session);
  return session;
}

/** The session of a live token's owner, after the account gates every authenticated call passes. */
export async function sessionOf(
  app: FastifyInstance,
  owner: { tokenId: number; operator: Selectable<OperatorsTable> },
  address: string,
): Promise<RequestSession> {
  const { operator } = owner;
  await assertContractActive(app.db, operator.organization_id);
  await assertAddressAllowed(app.db, operator.building_id, address);
  const gate = await sessionGate(app.db, operator);
  return Object.freeze({
    operatorId: operator.id,
    userType: operator.type,
    organizationId: operator.organization_id,
    buildingId: operator.building_id,
    tokenId: owner.tokenId,
    loginId: operator.login_id,
    ...(gate && { gate }),
  });
}

/** Adds `request.session` and the access check of each route's `config.access`. */
export function setupAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('audited', false);
  app.addHook('onRequest', async (request) => {
    const access = routeAccess(request);
    if (access === 'public') return;
    const token = bearerToken(request);
    // A route that takes signed URLs (a <video> cannot send the token) is signed in by one when no token comes.
    const session = !token && request.routeOptions.config?.signedUrl ? await authenticateSignedUrl(app, request) : await authenticate(app, token, request.ip);
    // Until the password is changed or the terms agreed, only those pages' calls are answered.
    if (session.gate && !isGateExempt(request.method, request.routeOptions.url)) {
      throw new ApiError(session.gate, SessionGateMessages[session.gate].en);
    }
    if (!userTypeSatisfies(session.userType, access)) throw new ApiError('FORBIDDEN', request.routeOptions.config?.accessRefusal ?? AuthMessages.forbidden);
    request.session = session;
  });
}

/** The session of a route that requires sign-in (the hook guarantees it). */
export function requireSession(request: FastifyRequest): RequestSession {
  if (!request.session) throw new ApiError('UNAUTHORIZED', AuthMessages.unauthorized);
  return request.session;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userTypeSatisfies, type AccessLevel } from '@fleetdeck/model';
import { ApiError } from '../errors/api-error.js';
import { findTokenOwner } from '../auth/token-store.js';
import { assertAddressAllowed, assertContractActive } from '../auth/account-gate.js';
import { AuthMessages } from '../auth/messages.js';
import type { RequestSession } from '../auth/request-session.js';

/** Access level of the matched route: its declared one, else 'any' under /api and 'public' elsewhere. */
export function routeAccess(request: FastifyRequest): AccessLevel {
  const declared = request.routeOptions.config?.access;
  if (declared) return declared;
  const url = request.routeOptions.url;
  if (!url) return 'public';
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? 'any' : 'public';
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Resolves a bearer token to a session and applies the account gates every authenticated call
 * passes: contract (499/498) and the building's IP allow-list (403). Used by the HTTP hook and by
 * WebSocket endpoints that authenticate with a token.
 */
export async function authenticate(app: FastifyInstance, token: string | undefined, address: string): Promise<RequestSession> {
  const owner = token ? await findTokenOwner(app.db, token) : undefined;
  if (!owner) throw new ApiError('UNAUTHORIZED', AuthMessages.unauthorized);
  const { operator } = owner;
  await assertContractActive(app.db, operator.organization_id);
  await assertAddressAllowed(app.db, operator.building_id, address);
  return {
    operatorId: operator.id,
    userType: operator.type,
    organizationId: operator.organization_id,
    buildingId: operator.building_id,
    tokenId: owner.tokenId,
    loginId: operator.login_id,
  };
}

/** Adds `request.session` and the access check of each route's `config.access`. */
export function setupAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('audited', false);
  app.addHook('onRequest', async (request) => {
    const access = routeAccess(request);
    if (access === 'public') return;
    const session = await authenticate(app, bearerToken(request), request.ip);
    if (!userTypeSatisfies(session.userType, access)) throw new ApiError('FORBIDDEN', AuthMessages.forbidden);
    request.session = session;
  });
}

/** The session of a route that requires sign-in (the hook guarantees it). */
export function requireSession(request: FastifyRequest): RequestSession {
  if (!request.session) throw new ApiError('UNAUTHORIZED', AuthMessages.unauthorized);
  return request.session;
}

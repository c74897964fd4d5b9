import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { AuthMessages } from './messages.js';
import type { RequestSession } from './request-session.js';
import { serverSecret } from './server-secret.js';
import { findTokenOwnerById } from './token-store.js';
import { sessionOf } from '../plugins/auth.js';

/**
 * How long a signed URL lets its path be read: five minutes, long enough for a <video> to load a
 * recorded minute with its Range requests, short enough that a copied URL soon stops working. A
 * player whose URL ran out asks for a new one. FLEETDECK_SIGNED_URL_MS changes it (1 s to 1 h;
 * the API tests shorten it to see URLs expire).
 */
export const SIGNED_URL_LIFETIME_MS = 5 * 60_000;

function lifetimeMs(): number {
  const configured = Number(process.env.FLEETDECK_SIGNED_URL_MS);
  return Number.isInteger(configured) && configured >= 1000 && configured <= 3_600_000 ? configured : SIGNED_URL_LIFETIME_MS;
}

const SECRET_NAME = 'signed-url';

/** What a signature covers: the path, until when, and whose session (token row, operator, organization) it speaks for. */
function signedText(path: string, expires: number, tokenId: number, operatorId: number, organizationId: number): string {
  return ['fleetdeck signed url v1', path, expires, tokenId, operatorId, organizationId].join('\n');
}

async function signature(app: FastifyInstance, text: string): Promise<Buffer> {
  return createHmac('sha256', await serverSecret(app.db, SECRET_NAME)).update(text).digest();
}

/**
 * A URL that reads `path` (an /api path of a route with `config.signedUrl`) as this session until
 * it expires: HMAC-SHA256 under the server's secret over the path, the expiry and the session's
 * token, operator and organization. Signing out or a revoked token ends it too.
 */
export async function signUrl(app: FastifyInstance, path: string, session: RequestSession): Promise<{ url: string; expiresAt: string }> {
  const expires = Date.now() + lifetimeMs();
  const mac = await signature(app, signedText(path, expires, session.tokenId, session.operatorId, session.organizationId));
  const query = new URLSearchParams({ expires: String(expires), session: String(session.tokenId), signature: mac.toString('base64url') });
  return { url: `${path}?${query}`, expiresAt: new Date(expires).toISOString() };
}

const INTEGER = /^\d{1,15}$/;

/**
 * The session a signed URL speaks for, after the same account gates as a bearer token; a missing,
 * tampered or expired signature, or a session no longer live, is refused as an unknown token is.
 */
export async function authenticateSignedUrl(app: FastifyInstance, request: FastifyRequest): Promise<RequestSession> {
  const refused = () => new ApiError('UNAUTHORIZED', AuthMessages.unauthorized);
  const [path = '', search = ''] = request.url.split('?', 2);
  const query = new URLSearchParams(search);
  const expires = query.get('expires') ?? '';
  const tokenId = query.get('session') ?? '';
  const given = Buffer.from(query.get('signature') ?? '', 'base64url');
  if (!INTEGER.test(expires) || !INTEGER.test(tokenId) || given.length !== 32 || Number(expires) <= Date.now()) throw refused();
  const owner = await findTokenOwnerById(app.db, Number(tokenId));
  if (!owner) throw refused();
  const expected = await signature(app, signedText(path, Number(expires), owner.tokenId, owner.operator.id, owner.operator.organization_id));
  if (!timingSafeEqual(given, expected)) throw refused();
  return sessionOf(app, owner, request.ip);
}

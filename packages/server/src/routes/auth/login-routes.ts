import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoContent } from '../no-content.js';
import { ApiErrorBody, AssertAuthCodeBody, LoginBody, LoginPending, Session } from '@fleetdeck/model';
import { ApiError } from '../../errors/api-error.js';
import { decoyPasswordHash, verifyPassword } from '../../auth/password-hash.js';
import { normalizeLoginId, releaseAttempt, reserveAttempt, settleFailedAttempt } from '../../auth/login-throttle.js';
import { authRateLimit } from '../../auth/auth-rate-limit.js';
import { assertAddressAllowed, assertContractActive } from '../../auth/account-gate.js';
import { checkPendingCode, createPendingLogin } from '../../auth/auth-code.js';
import { completeLogin } from '../../auth/complete-login.js';
import { AuthMessages } from '../../auth/messages.js';
import { authCodeMail, pickLanguage } from '../../mail/mail-templates.js';
import { requireSession } from '../../plugins/auth.js';
import { revokeToken } from '../../auth/token-store.js';

/** Name of the httpOnly cookie that ties a pending code step to the browser that passed the password. */
export const PENDING_COOKIE = 'fleetdeck_pending_login';

/** How long the code step stays open in the browser, seconds (the code itself expires on the server). */
const PENDING_COOKIE_SECONDS = 600;

// Scripts cannot read it, and it travels only to the login routes.
function pendingCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { path: '/api/operators', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' };
}

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 429: ApiErrorBody, 498: ApiErrorBody, 499: ApiErrorBody };

/** Login, code step and logout (docs/contracts.md "Auth and account"). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: LoginBody }>(
    '/api/operators/login',
    {
      config: { access: 'auth.login' },
      onRequest: authRateLimit(app),
      schema: { tags: ['auth'], security: [], body: LoginBody, response: { 200: Session, 202: LoginPending, ...errors } },
    },
    async (request, reply) => {
      const { loginId, loginPw } = request.body;
      // The attempt is counted before the password is checked (auth/login-throttle.ts).
      const attempt = await reserveAttempt(app.db, loginId);
      if (!attempt) {
        await app.audit(request, { action: 'login-locked', targetType: 'operator', loginId });
        throw new ApiError('ACCOUNT_LOCKED', AuthMessages.accountLocked);
      }
      const operator = await app.db.selectFrom('operators').selectAll().where('login_id', '=', normalizeLoginId(loginId)).executeTakeFirst();
      let passwordOk: boolean;
      try {
        // Unknown accounts are checked against a decoy hash so they answer like a wrong password, in the same time.
        passwordOk = await verifyPassword(loginPw, operator?.password_hash ?? decoyPasswordHash);
      } catch (error) {
        // No check ran (too many waiting): the attempt is given back.
        await releaseAttempt(app.db, attempt);
        throw error;
      }
      if (!operator || !passwordOk) {
        const locked = await settleFailedAttempt(app.db, attempt);
        await app.audit(request, { action: 'login-failed', targetType: 'operator', loginId, operatorId: operator?.id });
        if (locked) throw new ApiError('ACCOUNT_LOCKED', AuthMessages.accountLocked);
        throw new ApiError('LOGIN_FAILED', AuthMessages.loginFailed);
      }
      // A right password is no failure; a sign-in that ends here clears the count (completeLogin),
      // one that goes on to the code step keeps the earlier failures so wrong codes add to them.
      await releaseAttempt(app.db, attempt);
      try {
        await assertContractActive(app.db, operator.organization_id);
        await assertAddressAllowed(app.db, operator.building_id, request.ip);
      } catch (error) {
        await app.audit(request, { action: 'login-refused', targetType: 'operator', targetId: operator.id, operatorId: operator.id, loginId: operator.login_id, detail: { code: (error as ApiError).code } });
        throw error;
      }
      if (operator.auth_mode === 'email') {
        const pending = await createPendingLogin(app.db, { id: operator.id, loginId: operator.login_id, lastLoginAt: operator.last_login_at });
        if (!pending) {
          await app.audit(request, { action: 'login-locked', targetType: 'operator', targetId: operator.id, operatorId: operator.id, loginId: operator.login_id, detail: { reason: 'too many codes' } });
          throw new ApiError('ACCOUNT_LOCKED', AuthMessages.accountLocked);
        }
        const mail = authCodeMail(pickLanguage(undefined, request.headers['accept-language'], operator.locale), pending.code);
        await app.mailer.send({ to: operator.auth_email ?? operator.login_id, ...mail });
        await app.audit(request, { action: 'login-code-sent', targetType: 'operator', targetId: operator.id, operatorId: operator.id, loginId: operator.login_id });
        reply.setCookie(PENDING_COOKIE, pending.cookie, { ...pendingCookieOptions(request), maxAge: PENDING_COOKIE_SECONDS });
        return reply.status(202).send({ authMode: 'email', authCodeExpiredAt: pending.expiresAt });
      }
      return completeLogin(app, request, operator);
    },
  );

  app.post<{ Body: AssertAuthCodeBody }>(
    '/api/operators/assertAuthCode',
    {
      config: { access: 'auth.login' },
      onRequest: authRateLimit(app),
      schema: { tags: ['auth'], security: [], body: AssertAuthCodeBody, response: { 200: Session, ...errors } },
    },
    async (request, reply) => {
      const result = await checkPendingCode(app.db, request.cookies[PENDING_COOKIE], request.body.authDigits);
      if (!result.ok) {
        await app.audit(request, { action: `login-code-${result.reason}`, targetType: 'operator' });
        if (result.reason === 'locked') throw new ApiError('ACCOUNT_LOCKED', AuthMessages.accountLocked);
        throw result.reason === 'expired'
          ? new ApiError('AUTH_CODE_EXPIRED', AuthMessages.codeExpired)
          : new ApiError('AUTH_CODE_MISMATCH', AuthMessages.codeMismatch);
      }
      const operator = await app.db.selectFrom('operators').selectAll().where('id', '=', result.operatorId).executeTakeFirstOrThrow();
      await assertContractActive(app.db, operator.organization_id);
      await assertAddressAllowed(app.db, operator.building_id, request.ip);
      reply.setCookie(PENDING_COOKIE, '', { ...pendingCookieOptions(request), maxAge: 0 });
      return completeLogin(app, request, operator);
    },
  );

  app.post(
    '/api/operators/logout',
    { config: { access: 'auth.logout' }, schema: { tags: ['auth'], response: { 204: NoContent, 401: ApiErrorBody } } },
    async (request, reply) => {
      const session = requireSession(request);
      await revokeToken(app.db, session.tokenId);
      await app.audit(request, { action: 'logout', targetType: 'operator', targetId: session.operatorId });
      return reply.status(204).send();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { NoContent } from '../no-content.js';
import { ApiErrorBody, Limits, ResetPasswordBody, ResetPasswordRequestBody, checkResetPassword } from '@fleetdeck/model';
import { ApiError, validationFailed } from '../../errors/api-error.js';
import { normalizeLoginId, clearFailures } from '../../auth/login-throttle.js';
import { newSecret, sha256Hex } from '../../auth/secret-token.js';
import { hashPassword } from '../../auth/password-hash.js';
import { revokeAllTokens } from '../../auth/token-store.js';
import { AuthMessages } from '../../auth/messages.js';
import { pickLanguage, resetLinkMail } from '../../mail/mail-templates.js';
import { publicBaseUrl } from '../../public-url.js';
import { authRateLimit } from '../../auth/auth-rate-limit.js';

/** Password reset: request a mailed link, then set a new password with it. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ResetPasswordRequestBody }>(
    '/api/operators/reset-password-request',
    {
      config: { access: 'auth.resetPassword' },
      onRequest: authRateLimit(app),
      schema: { tags: ['auth'], security: [], body: ResetPasswordRequestBody, response: { 204: NoContent, 400: ApiErrorBody, 429: ApiErrorBody, 502: ApiErrorBody } },
    },
    async (request, reply) => {
      const operator = await app.db.selectFrom('operators').selectAll().where('login_id', '=', normalizeLoginId(request.body.loginId)).executeTakeFirst();
      await app.audit(request, { action: 'reset-password-request', targetType: 'operator', loginId: request.body.loginId, operatorId: operator?.id });
      // The mail server is checked for every request, known address or not, so neither the answer
      // nor its timing tells whether an account exists. One that cannot be reached is §8's "mail
      // send failure", said to everyone alike; the link itself is then sent after answering.
      try {
        await app.mailer.verify();
      } catch (err) {
        request.log.error({ err }, 'reset mail failed: the mail server cannot be reached');
        throw new ApiError('MAIL_SEND_FAILED', AuthMessages.resetMailFailed);
      }
      if (operator) {
        const token = newSecret();
        await app.db
          .insertInto('password_resets')
          .values({ operator_id: operator.id, token_hash: sha256Hex(token), expires_at: new Date(Date.now() + Limits.resetLinkMs).toISOString() })
          .execute();
        const link = `${publicBaseUrl(app)}/auth/reset-password?token=${encodeURIComponent(token)}`;
        const mail = resetLinkMail(pickLanguage(request.body.locale, request.headers['accept-language'], operator.locale), link);
        void app.mailer.send({ to: operator.login_id, ...mail }).catch(async (err: unknown) => {
          request.log.error({ err }, 'reset mail failed');
          // A link nobody received must not stay usable.
          await app.db.deleteFrom('password_resets').where('token_hash', '=', sha256Hex(token)).execute().catch(() => undefined);
        });
      }
      return reply.status(204).send();
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/api/operators/reset-password',
    { config: { access: 'auth.resetPassword' }, schema: { tags: ['auth'], security: [], body: ResetPasswordBody, response: { 204: NoContent, 400: ApiErrorBody } } },
    async (request, reply) => {
      const { token, password, passwordConfirm } = request.body;
      const now = new Date().toISOString();
      const reset = await app.db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', sha256Hex(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!reset) throw new ApiError('RESET_LINK_INVALID', AuthMessages.resetLinkInvalid);
      const problems = checkResetPassword(password, passwordConfirm);
      if (problems.length) throw validationFailed(problems);
      const passwordHash = await hashPassword(password);
      const operator = await app.db.transaction().execute(async (trx) => {
        const spent = await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', reset.id).where('used_at', 'is', null).executeTakeFirst();
        if (spent.numUpdatedRows !== 1n) throw new ApiError('RESET_LINK_INVALID', AuthMessages.resetLinkInvalid);
        await trx.updateTable('operators').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', reset.operator_id).execute();
        return trx.selectFrom('operators').select(['id', 'login_id']).where('id', '=', reset.operator_id).executeTakeFirstOrThrow();
      });
      await revokeAllTokens(app.db, operator.id);
      await clearFailures(app.db, operator.login_id);
      await app.audit(request, { action: 'reset-password', targetType: 'operator', targetId: operator.id, operatorId: operator.id, loginId: operator.login_id });
      return reply.status(204).send();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { NoContent } from '../no-content.js';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody, ChangePasswordBody, Session, checkOperatorPassword } from '@fleetdeck/model';
import { validationFailed } from '../../errors/api-error.js';
import { requireSession } from '../../plugins/auth.js';
import { sessionBody, skywayKey } from '../../auth/session-body.js';
import { hashPassword, verifyPassword } from '../../auth/password-hash.js';
import { AuthMessages } from '../../auth/messages.js';
import { revokeAllTokens } from '../../auth/token-store.js';

/** Session read, forced password change and the SkyWay key. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/my/session', { config: { access: 'account.session' }, schema: { tags: ['my'], response: { 200: Type.Omit(Session, ['token']), 401: ApiErrorBody } } }, async (request) => {
    const session = requireSession(request);
    const operator = await app.db.selectFrom('operators').selectAll().where('id', '=', session.operatorId).executeTakeFirstOrThrow();
    const { token: _token, ...body } = await sessionBody(app.db, operator, '');
    return body;
  });

  app.post<{ Body: ChangePasswordBody }>(
    '/api/my/password',
    { config: { access: 'account.password' }, schema: { tags: ['my'], body: ChangePasswordBody, response: { 204: NoContent, 400: ApiErrorBody, 401: ApiErrorBody } } },
    async (request, reply) => {
      const session = requireSession(request);
      const { currentPassword, newPassword } = request.body;
      const operator = await app.db.selectFrom('operators').selectAll().where('id', '=', session.operatorId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(currentPassword, operator.password_hash))) {
        throw validationFailed([{ path: 'currentPassword', code: 'currentPasswordWrong', message: AuthMessages.currentPasswordWrong }]);
      }
      const problems = checkOperatorPassword(newPassword, operator.login_id, 'newPassword');
      if (newPassword === currentPassword) problems.push({ path: 'newPassword', code: 'sameAsCurrent', message: 'The new password must differ from the current one' });
      if (problems.length) throw validationFailed(problems);
      const passwordHash = await hashPassword(newPassword);
      // Every other session of the account ends with the old password; this one stays signed in.
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('operators')
          .set({ password_hash: passwordHash, password_change_required: 0, updated_at: new Date().toISOString() })
          .where('id', '=', operator.id)
          .execute();
        await revokeAllTokens(trx, operator.id, session.tokenId);
      });
      await app.audit(request, { action: 'change-password', targetType: 'operator', targetId: operator.id });
      return reply.status(204).send();
    },
  );

  app.get('/api/keys/skyway', { config: { access: 'apiKeys.skyway' }, schema: { tags: ['keys'], response: { 200: Type.Object({ key: Type.Union([Type.String(), Type.Null()]) }), 401: ApiErrorBody } } }, async () => ({
    key: await skywayKey(app.db),
  }));
}

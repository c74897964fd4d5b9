import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { ApiErrorBody, Profile, ProfileUpdate, checkProfile } from '@fleetdeck/model';
import type { OperatorsTable } from '../../db/database.js';
import { validationFailed } from '../../errors/api-error.js';
import { requireSession } from '../../plugins/auth.js';

function toProfile(row: Selectable<OperatorsTable>): Profile {
  return {
    loginId: row.login_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    authMode: row.auth_mode === 'email' ? 'email' : 'none',
    authEmail: row.auth_email,
    isUniversalDesign: row.is_universal_design === 1,
    locale: row.locale === 'ja' ? 'ja' : 'en',
  };
}

/** The signed-in operator's own profile. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const load = (id: number) => app.db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  app.get('/api/my/profile', { config: { access: 'account.profile' }, schema: { tags: ['my'], response: { 200: Profile, 401: ApiErrorBody } } }, async (request) =>
    toProfile(await load(requireSession(request).operatorId)),
  );

  app.patch<{ Body: ProfileUpdate }>(
    '/api/my/profile',
    { config: { access: 'account.profile' }, schema: { tags: ['my'], body: ProfileUpdate, response: { 200: Profile, 400: ApiErrorBody, 401: ApiErrorBody } } },
    async (request) => {
      const session = requireSession(request);
      const current = toProfile(await load(session.operatorId));
      const next = { ...current, ...request.body };
      const problems = checkProfile(next);
      if (problems.length) throw validationFailed(problems);
      const b = request.body;
      await app.db
        .updateTable('operators')
        .set({
          ...(b.firstName !== undefined && { first_name: b.firstName }),
          ...(b.lastName !== undefined && { last_name: b.lastName }),
          ...(b.email !== undefined && { email: b.email }),
          ...(b.phone !== undefined && { phone: b.phone }),
          ...(b.authMode !== undefined && { auth_mode: b.authMode }),
          ...(b.authEmail !== undefined && { auth_email: b.authEmail }),
          ...(b.isUniversalDesign !== undefined && { is_universal_design: b.isUniversalDesign ? 1 : 0 }),
          ...(b.locale !== undefined && { locale: b.locale }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', session.operatorId)
        .execute();
      await app.audit(request, { action: 'update-profile', targetType: 'operator', targetId: session.operatorId, detail: { changes: b } });
      return toProfile(await load(session.operatorId));
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Session } from '@fleetdeck/model';
import type { OperatorsTable } from '../db/database.js';
import { issueToken } from './token-store.js';
import { sessionBody } from './session-body.js';
import { clearFailures } from './login-throttle.js';

/** Issues the token of a finished sign-in, stamps lastLoginAt, audits it and answers the session. */
export async function completeLogin(app: FastifyInstance, request: FastifyRequest, operator: Selectable<OperatorsTable>): Promise<Session> {
  const now = new Date().toISOString();
  await clearFailures(app.db, operator.login_id);
  await app.db.updateTable('operators').set({ last_login_at: now }).where('id', '=', operator.id).execute();
  const { token } = await issueToken(app.db, operator.id, request.ip);
  await app.audit(request, { action: 'login', targetType: 'operator', targetId: operator.id, operatorId: operator.id, loginId: operator.login_id });
  return sessionBody(app.db, { ...operator, last_login_at: now }, token);
}

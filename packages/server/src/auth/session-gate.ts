import { sql, type Kysely } from 'kysely';
import type { SessionGateCode } from '@fleetdeck/model';
import type { Database } from '../db/database.js';

/**
 * The calls an account held by a §4 gate (password change required, terms outstanding) may still
 * make: exactly what the shell (session read, sign-out), the forced password change page (its
 * profile read for the login-id rule, the change itself) and the terms page and init step (terms
 * check, agreeing, contract) call. Public routes (terms texts, the custom manifest, plugins) need
 * no session at all. Keyed by method and the route's URL pattern.
 */
export const GATE_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/my/session',
  'POST /api/operators/logout',
  'GET /api/my/profile',
  'POST /api/my/password',
  'GET /api/my/term-agreements/check',
  'POST /api/my/term-agreements',
  'GET /api/my/contract',
]);

/** Whether a route (method and URL pattern) stays open to an account held by a gate. */
export function isGateExempt(method: string, routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && GATE_EXEMPT_ROUTES.has(`${method.toUpperCase()} ${routeUrl}`);
}

/** The operator columns the gates read. */
export interface GatedOperator {
  id: number;
  password_change_required: number;
  maintenance_owner: number;
}

/**
 * The gate holding an account, or null: a required password change first (spec §4 sends the user
 * to my/chpwd before the terms), then terms outstanding: the current TOS or PP not agreed, or the
 * current MC for a maintenance-company owner. "Current" is the latest published terms of each
 * type, ordered as GET /api/my/term-agreements/check orders them; one query.
 */
export async function sessionGate(db: Kysely<Database>, operator: GatedOperator, now = new Date()): Promise<SessionGateCode | null> {
  if (operator.password_change_required === 1) return 'PASSWORD_CHANGE_REQUIRED';
  const at = now.toISOString();
  const types = operator.maintenance_owner === 1 ? ['TOS', 'PP', 'MC'] : ['TOS', 'PP'];
  const outstanding = await sql<{ id: number }>`
    SELECT t.id FROM terms t
    WHERE t.type IN (${sql.join(types)}) AND t.published_at <= ${at}
      AND NOT EXISTS (
        SELECT 1 FROM terms n
        WHERE n.type = t.type AND n.published_at <= ${at}
          AND (n.published_at > t.published_at OR (n.published_at = t.published_at AND n.id > t.id)))
      AND NOT EXISTS (SELECT 1 FROM term_agreements a WHERE a.operator_id = ${operator.id} AND a.term_id = t.id)
    LIMIT 1`.execute(db);
  return outstanding.rows.length > 0 ? 'TERMS_NOT_AGREED' : null;
}

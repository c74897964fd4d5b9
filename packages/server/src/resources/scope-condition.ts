import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { AccessScope } from '../access/scope.js';
import type { LooseDb, ScopeDefinition } from './resource-types.js';

/**
 * The SQL condition limiting a table to what the scope may read (or write): the row's
 * organization is in scope or an account tag grants the row itself, and no tag denies it.
 * Answers undefined for a system admin (no condition).
 */
export function scopeCondition(
  eb: ExpressionBuilder<LooseDb, string>,
  scope: AccessScope,
  table: string,
  definition: ScopeDefinition,
  mode: 'read' | 'write' = 'read',
): Expression<SqlBool> | undefined {
  if (scope.all) return undefined;
  const orgs = mode === 'read' ? scope.readOrgs : scope.writeOrgs;
  const idRef = sql.ref(`${table}.id`);
  const allowed: Expression<SqlBool>[] = [];
  if (orgs.size > 0) allowed.push(eb(sql.ref(`${table}.${definition.organizationColumn}`), 'in', [...orgs]));
  const type = definition.targetType;
  if (type) {
    const granted = (mode === 'read' ? scope.readTargets : scope.writeTargets)[type];
    if (granted.size > 0) allowed.push(eb(idRef, 'in', [...granted]));
  }
  if (allowed.length === 0) return sql<SqlBool>`0 = 1`;
  const visible = allowed.length === 1 && allowed[0] ? allowed[0] : eb.or(allowed);
  const denied = type ? scope.deniedTargets[type] : undefined;
  if (!denied || denied.size === 0) return visible;
  return eb.and([visible, eb(idRef, 'not in', [...denied])]);
}

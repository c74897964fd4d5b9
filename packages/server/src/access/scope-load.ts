import { AccountTagRole, AccountTagTargetType, UserType, type AccountTagTargetType as TargetType } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.js';
import { resolveScope, type AccessScope, type ScopeGrant, type ScopeOrganization, type ScopeSubject } from './scope.js';

// The organization tree is read on every scoped request; it is small and changes rarely, so it is
// kept per database handle and dropped on every organization write (invalidateScopeCache). The
// short lifetime covers writes made by another process on the same file (`fleetdeck seed`).
const TREE_TTL_MS = 2000;
const trees = new WeakMap<object, { at: number; orgs: Promise<ScopeOrganization[]> }>();

// Resolved scopes per caller, for the same short lifetime: a list call then costs no scope query.
const MAX_CACHED_SCOPES = 5000;
const scopes = new WeakMap<object, LRUCache<string, Promise<AccessScope>>>();

/** Drops cached trees and scopes after an organization (its parent, parent role or account tags) changes. */
export function invalidateScopeCache(db: Kysely<Database>): void {
  trees.delete(db);
  scopes.delete(db);
}

function loadTree(db: Kysely<Database>): Promise<ScopeOrganization[]> {
  const cached = trees.get(db);
  if (cached && Date.now() - cached.at < TREE_TTL_MS) return cached.orgs;
  const orgs = db
    .selectFrom('organizations')
    .select(['id', 'parent_id as parentId', 'parent_role as parentRole'])
    .execute();
  trees.set(db, { at: Date.now(), orgs });
  orgs.catch(() => trees.delete(db));
  return orgs;
}

const targetTypes: ReadonlySet<string> = new Set(AccountTagTargetType);

function loadGrants(db: Kysely<Database>, operatorId: number): Promise<ScopeGrant[]> {
  return db
    .selectFrom('account_tag_targets as t')
    .innerJoin('account_tag_managers as m', 'm.tag_id', 't.tag_id')
    .where('m.operator_id', '=', operatorId)
    .where('m.role', '=', AccountTagRole.allow)
    .select(['t.target_type as targetType', 't.target_id as targetId', 't.role as role'])
    .execute()
    .then((rows) =>
      rows.filter((row): row is ScopeGrant & { targetType: TargetType } => targetTypes.has(row.targetType)),
    );
}

/** Reads what the caller may see and change: organization tree, parent roles and account tags. */
export function loadScope(db: Kysely<Database>, subject: ScopeSubject & { operatorId: number }): Promise<AccessScope> {
  if (subject.userType === UserType.systemAdmin) return Promise.resolve(resolveScope(subject, [], []));
  let cache = scopes.get(db);
  if (!cache) {
    cache = new LRUCache({ max: MAX_CACHED_SCOPES, ttl: TREE_TTL_MS });
    scopes.set(db, cache);
  }
  const key = `${subject.operatorId}:${subject.userType}:${subject.organizationId}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const scope = Promise.all([loadTree(db), loadGrants(db, subject.operatorId)]).then(([orgs, grants]) => resolveScope(subject, orgs, grants));
  const entries = cache;
  entries.set(key, scope);
  scope.catch(() => entries.delete(key));
  return scope;
}

/**
 * The caller's own scope, for naming ids in account tags and notification targets: the caller's
 * organization tree as parent roles allow, minus every deny, but without what allow tags grant.
 * A tag's grant is for using a target, never for handing it on: otherwise one cross-company tag
 * (which only a system admin may make) could be copied by its manager to anyone they manage.
 * Not cached: it is read only on organization writes.
 */
export async function loadOwnScope(db: Kysely<Database>, subject: ScopeSubject & { operatorId: number }): Promise<AccessScope> {
  if (subject.userType === UserType.systemAdmin) return resolveScope(subject, [], []);
  const [orgs, grants] = await Promise.all([loadTree(db), loadGrants(db, subject.operatorId)]);
  return resolveScope(subject, orgs, grants.filter((grant) => grant.role === AccountTagRole.deny));
}

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/open-database.js';
import { invalidateScopeCache, loadOwnScope, loadScope } from './scope-load.js';

let db: Kysely<Database>;
const now = new Date().toISOString();

async function addOrg(name: string, parentId: number | null): Promise<number> {
  const row = await db
    .insertInto('organizations')
    .values({ name, type: 0, parent_id: parentId, parent_role: 2, level: 0, status: 1, prefecture: '', city: '', postal_code: '', address_detail: '', labs_enabled: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
});

describe('loadScope', () => {
  it('reads the organization tree and account-tag grants from the database', async () => {
    const root = await addOrg('Root', null);
    const child = await addOrg('Child', root);
    const other = await addOrg('Other', null);
    const tag = await db.insertInto('account_tags').values({ organization_id: root, name: 'grant' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('account_tag_managers').values({ tag_id: tag.id, operator_id: 7, role: 1 }).execute();
    await db.insertInto('account_tag_targets').values({ tag_id: tag.id, target_type: 'building', target_id: 42, role: 1 }).execute();
    const scope = await loadScope(db, { operatorId: 7, userType: 2, organizationId: root });
    expect([...scope.readOrgs].sort()).toEqual([root, child].sort());
    expect(scope.readOrgs.has(other)).toBe(false);
    expect(scope.writeTargets.building.has(42)).toBe(true);
    const someoneElse = await loadScope(db, { operatorId: 8, userType: 2, organizationId: root });
    expect(someoneElse.readTargets.building.has(42)).toBe(false);
  });

  it('answers from its cache until an organization write invalidates it', async () => {
    const top = await addOrg('Top', null);
    const first = await loadScope(db, { operatorId: 9, userType: 2, organizationId: top });
    const below = await addOrg('Below', top);
    expect(await loadScope(db, { operatorId: 9, userType: 2, organizationId: top })).toBe(first);
    invalidateScopeCache(db);
    const fresh = await loadScope(db, { operatorId: 9, userType: 2, organizationId: top });
    expect(fresh.readOrgs.has(below)).toBe(true);
  });

  it('answers the own scope without what allow tags grant, but with what deny tags take', async () => {
    const home = await addOrg('Home', null);
    const annex = await addOrg('Annex', home);
    const elsewhere = await addOrg('Elsewhere', null);
    const tag = await db.insertInto('account_tags').values({ organization_id: home, name: 'mixed' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('account_tag_managers').values({ tag_id: tag.id, operator_id: 11, role: 1 }).execute();
    await db.insertInto('account_tag_targets').values([
      { tag_id: tag.id, target_type: 'organization', target_id: elsewhere, role: 1 },
      { tag_id: tag.id, target_type: 'building', target_id: 77, role: 1 },
      { tag_id: tag.id, target_type: 'organization', target_id: annex, role: 0 },
    ]).execute();
    invalidateScopeCache(db);
    const subject = { operatorId: 11, userType: 2, organizationId: home };
    const full = await loadScope(db, subject);
    expect(full.writeOrgs.has(elsewhere)).toBe(true);
    const own = await loadOwnScope(db, subject);
    expect([...own.writeOrgs]).toEqual([home]);
    expect(own.writeTargets.building.size).toBe(0);
    expect(own.deniedTargets.organization.has(annex)).toBe(true);
  });
});

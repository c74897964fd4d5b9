import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { FloorType, KeyManagerType, OrganizationType, ParentRole } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { hashPassword } from '../auth/password-hash.js';
import { DEMO_PASSWORD, demoAccounts, type DemoOrgKey } from './demo-accounts.js';
import { demoTerms } from './demo-terms.js';
import { seedOperationsDemo } from '../routes/flows/operations-demo-seed.js';
import { seedMapsDemo } from '../routes/maps/maps-demo-seed.js';
import { seedInspectionGuideDemo } from '../routes/check-items/inspection-guide-demo-seed.js';
import { seedSystemDemo } from '../routes/system/system-seed.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the database holds no organization yet (a fresh data folder). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function insertOrg(
  trx: Transaction<Database>,
  name: string,
  type: number,
  parentId: number | null,
  level: number,
  prefecture: string,
  city: string,
): Promise<number> {
  const row = await trx
    .insertInto('organizations')
    .values({ name, type, parent_id: parentId, parent_role: ParentRole.allow, level, status: 1, prefecture, city, postal_code: '', address_detail: '', labs_enabled: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertBuilding(
  trx: Transaction<Database>,
  organizationId: number,
  name: string,
  city: string,
  floors: Array<[string, number, number]>,
  groups: string[],
  flowGroups: string[],
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto('buildings')
    .values({ name, organization_id: organizationId, status: 1, prefecture: 'Tokyo', city, postal_code: '', address: '', latitude: null, longitude: null, linkage: '{}', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [floorName, index, type] of floors) {
    await trx.insertInto('floors').values({ building_id: id, name: floorName, index, type, img: null, ugomap: null, created_at: now, updated_at: now }).execute();
  }
  for (const group of groups) await trx.insertInto('robot_groups').values({ building_id: id, name: group }).execute();
  for (const group of flowGroups) await trx.insertInto('flow_groups').values({ building_id: id, name: group }).execute();
  return id;
}

/**
 * Fills an empty database with the demo: a management organization, an agent, a maintenance
 * company, two user companies (one with a child), two companies whose contract ended or is
 * unpaid, three buildings with floors above and under ground, groups, terms, a SkyWay key and
 * the demo accounts.
 */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    const org = {} as Record<DemoOrgKey, number>;
    org.management = await insertOrg(trx, 'Fleetdeck Management', OrganizationType.management, null, 0, 'Tokyo', 'Chiyoda');
    org.agent = await insertOrg(trx, 'Fleetdeck Robotics Agency', OrganizationType.agent, org.management, 1, 'Tokyo', 'Minato');
    org.maintenance = await insertOrg(trx, 'Kirameki Maintenance', OrganizationType.agent, org.management, 1, 'Kanagawa', 'Yokohama');
    org.aozora = await insertOrg(trx, 'Aozora Facilities', OrganizationType.userCompany, org.agent, 2, 'Tokyo', 'Shinjuku');
    org.aozoraEast = await insertOrg(trx, 'Aozora Facilities East', OrganizationType.userCompany, org.aozora, 3, 'Chiba', 'Funabashi');
    org.hinode = await insertOrg(trx, 'Hinode Logistics', OrganizationType.userCompany, org.agent, 2, 'Osaka', 'Suita');
    org.sunset = await insertOrg(trx, 'Sunset Retail', OrganizationType.userCompany, org.agent, 2, 'Aichi', 'Nagoya');
    org.pending = await insertOrg(trx, 'Pending Foods', OrganizationType.userCompany, org.agent, 2, 'Fukuoka', 'Hakata');

    const building = {
      tower: await insertBuilding(trx, org.aozora, 'Aozora Tower', 'Shinjuku', [['B1', 0, FloorType.parking], ['1F', 1, FloorType.entrance], ['2F', 2, FloorType.office]], ['Security', 'Cleaning'], ['Night patrol', 'Lobby guide']),
      plaza: await insertBuilding(trx, org.aozoraEast, 'Aozora East Plaza', 'Funabashi', [['B2', -1, FloorType.parking], ['B1', 0, FloorType.commercial], ['1F', 1, FloorType.commercial]], ['Guide'], ['Opening rounds']),
      warehouse: await insertBuilding(trx, org.hinode, 'Hinode Warehouse', 'Suita', [['1F', 1, FloorType.office], ['2F', 2, FloorType.office]], ['Inspection', 'Transport'], ['Meter rounds']),
    };

    const farFuture = '2030-03-31T14:59:59.000Z';
    const contracts: Array<{ org: number; end: string | null; payment: string; flags?: boolean; maintenance?: number }> = [
      { org: org.management, end: null, payment: 'paid', flags: true },
      { org: org.agent, end: farFuture, payment: 'paid' },
      { org: org.maintenance, end: farFuture, payment: 'paid' },
      { org: org.aozora, end: farFuture, payment: 'paid', flags: true, maintenance: org.maintenance },
      { org: org.hinode, end: farFuture, payment: 'paid', maintenance: org.maintenance },
      { org: org.sunset, end: new Date(Date.now() - 30 * DAY_MS).toISOString(), payment: 'paid' },
      { org: org.pending, end: farFuture, payment: 'incomplete' },
    ];
    for (const c of contracts) {
      const f = c.flags ? 1 : 0;
      await trx
        .insertInto('contracts')
        .values({ organization_id: c.org, is_archive: f, is_mini_asilla: 0, is_lilz: f, is_hakaru_ai: f, is_kanriroid: 0, is_auto_guide: f, contract_end_at: c.end, payment_status: c.payment, maintenance_company_id: c.maintenance ?? null })
        .execute();
    }

    const publishedAt = new Date(Date.now() - DAY_MS).toISOString();
    const termIds: Record<string, number> = {};
    for (const t of demoTerms) {
      const row = await trx.insertInto('terms').values({ ...t, version: '1.0', published_at: publishedAt }).returning('id').executeTakeFirstOrThrow();
      termIds[t.type] = row.id;
    }

    await trx.insertInto('keys').values({ type: KeyManagerType.skyway, value: `demo-skyway-${randomBytes(12).toString('hex')}` }).execute();

    const now = new Date().toISOString();
    for (const [i, account] of demoAccounts.entries()) {
      const { id } = await trx
        .insertInto('operators')
        .values({
          login_id: account.loginId,
          first_name: account.firstName,
          last_name: account.lastName,
          type: account.type,
          organization_id: org[account.org],
          building_id: account.building ? building[account.building] : null,
          password_hash: hashes[i] ?? '',
          restrict_edit_flow: 0,
          password_change_required: account.passwordChangeRequired ? 1 : 0,
          auth_mode: account.authMode ?? 'none',
          auth_email: null,
          email: account.loginId,
          phone: null,
          locale: 'en',
          is_universal_design: 0,
          maintenance_owner: account.maintenanceOwner ? 1 : 0,
          last_login_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!account.termsOutstanding) {
        for (const type of ['TOS', 'PP'] as const) {
          const termId = termIds[type];
          if (termId) await trx.insertInto('term_agreements').values({ operator_id: id, term_id: termId, agreed_at: now }).execute();
        }
      }
    }
  });
  await seedOperationsDemo(db);
  await seedMapsDemo(db);
  await seedInspectionGuideDemo(db);
  await seedSystemDemo(db);
}

import type { Kysely, Selectable } from 'kysely';
import { KeyManagerType, type Session } from '@fleetdeck/model';
import type { Database, OperatorsTable } from '../db/database.js';

/** The SkyWay key of this installation, or null when none is set. */
export async function skywayKey(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('keys').select('value').where('type', '=', KeyManagerType.skyway).orderBy('id', 'desc').executeTakeFirst();
  return row?.value ?? null;
}

/** The session body of docs/contracts.md for an operator and a token. */
export async function sessionBody(db: Kysely<Database>, operator: Selectable<OperatorsTable>, token: string): Promise<Session> {
  const org = await db.selectFrom('organizations').select('labs_enabled').where('id', '=', operator.organization_id).executeTakeFirst();
  return {
    token,
    id: operator.id,
    type: operator.type,
    firstName: operator.first_name,
    lastName: operator.last_name,
    organizationId: operator.organization_id,
    buildingId: operator.building_id,
    labsEnabled: org?.labs_enabled === 1,
    passwordChangeRequired: operator.password_change_required === 1,
    skywayKey: await skywayKey(db),
    lastLoginAt: operator.last_login_at,
    isUniversalDesign: operator.is_universal_design === 1,
  };
}

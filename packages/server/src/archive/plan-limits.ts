import { ArchivePlan, type ArchivePlanName } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { findContract } from '../auth/account-gate.js';
import './archive-tables.js';

/** What a plan allows: bytes kept, and days a minute is kept. */
export interface PlanLimits {
  plan: ArchivePlanName;
  capacityBytes: number;
  retentionDays: number;
}

function envBytes(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number of bytes, not ${JSON.stringify(raw)}`);
  return value;
}

/**
 * The limits of an organization's recording plan (its governing contract's, free without one).
 * FLEETDECK_ARCHIVE_CAPACITY_FREE and FLEETDECK_ARCHIVE_CAPACITY_PAID change the capacities.
 */
export async function planLimits(db: Kysely<Database>, organizationId: number): Promise<PlanLimits> {
  const contract = await findContract(db, organizationId);
  const plan: ArchivePlanName = contract?.archive_plan === 'paid' ? 'paid' : 'free';
  const variable = plan === 'paid' ? 'FLEETDECK_ARCHIVE_CAPACITY_PAID' : 'FLEETDECK_ARCHIVE_CAPACITY_FREE';
  return { plan, capacityBytes: envBytes(variable, ArchivePlan[plan].capacityBytes), retentionDays: ArchivePlan[plan].retentionDays };
}

/** Bytes an organization's recordings take: complete minutes whole, minutes still arriving as far as they came. */
export async function usedBytes(db: Kysely<Database>, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('archive_segments')
    .select((eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'complete').then(eb.ref('size')).else(eb.ref('received')).end()).as('used'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

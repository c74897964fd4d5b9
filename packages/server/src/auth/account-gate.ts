import type { Kysely, Selectable } from 'kysely';
import type { ContractsTable, Database } from '../db/database.js';
import { ApiError } from '../errors/api-error.js';
import { isAddressAllowed } from './ip-allow-list.js';
import { AuthMessages } from './messages.js';

/** The contract that governs an organization: its own, else the nearest ancestor's. */
export async function findContract(db: Kysely<Database>, organizationId: number): Promise<Selectable<ContractsTable> | undefined> {
  let orgId: number | null = organizationId;
  for (let depth = 0; orgId !== null && depth < 16; depth++) {
    const contract = await db.selectFrom('contracts').selectAll().where('organization_id', '=', orgId).executeTakeFirst();
    if (contract) return contract;
    const org: { parent_id: number | null } | undefined = await db
      .selectFrom('organizations')
      .select('parent_id')
      .where('id', '=', orgId)
      .executeTakeFirst();
    orgId = org?.parent_id ?? null;
  }
  return undefined;
}

/** Throws 499 when the operator's contract has ended and 498 when payment is incomplete. */
export async function assertContractActive(db: Kysely<Database>, organizationId: number, now = new Date()): Promise<void> {
  const contract = await findContract(db, organizationId);
  if (!contract) return;
  if (contract.contract_end_at && contract.contract_end_at <= now.toISOString()) {
    throw new ApiError('CONTRACT_ENDED', AuthMessages.contractEnded);
  }
  if (contract.payment_status === 'incomplete') throw new ApiError('PAYMENT_INCOMPLETE', AuthMessages.paymentIncomplete);
}

/** Throws 403 IP_NOT_ALLOWED when the operator's building restricts addresses and this one is not listed. */
export async function assertAddressAllowed(db: Kysely<Database>, buildingId: number | null, address: string): Promise<void> {
  if (buildingId === null) return;
  const entries = await db.selectFrom('ip_allow_entries').select(['ip_address', 'restricted']).where('building_id', '=', buildingId).execute();
  if (!isAddressAllowed(entries, address)) throw new ApiError('IP_NOT_ALLOWED', AuthMessages.ipNotAllowed);
}

import { UserType, type FieldError, type RegisterCustomerBody, type RegisterCustomerResult } from '@fleetdeck/model';
import { sql, type Transaction } from 'kysely';
import { newSecret } from '../auth/secret-token.js';
import { collectCheckFailures, throwCheckFailures, type CheckFailures } from '../resources/run-checks.js';
import type { LooseDb, ResourceContext, ResourceDefinition, Row, WriteInput } from '../resources/resource-types.js';
import { organizationResource } from '../routes/organizations/organization-resource.js';
import { buildingResource } from '../routes/buildings/building-resource.js';
import { operatorResource } from '../routes/operators/operator-resource.js';

/**
 * Checks that cannot hold before the three records exist: the building's organization and the
 * administrator's building are the new ones, and the administrator has no password yet (a mail
 * lets them set it, and it is checked then).
 */
const decidedHere = new Set(['organizationExists', 'operatorBuilding', 'operatorPassword']);

function prefixed(failures: CheckFailures, prefix: string, into: CheckFailures): void {
  for (const [status, errors] of failures) {
    const renamed: FieldError[] = errors.map((e) => ({ ...e, path: `${prefix}.${e.path}` }));
    into.set(status, [...(into.get(status) ?? []), ...renamed]);
  }
}

function stamped(row: Row): Row {
  const now = new Date().toISOString();
  return { ...row, created_at: now, updated_at: now };
}

async function insertWithChildren(trx: Transaction<LooseDb>, definition: ResourceDefinition, row: Row, input: WriteInput): Promise<number> {
  const inserted = await trx.insertInto(definition.table).values(stamped(row)).returning(sql.ref('id').as('id')).executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  for (const child of definition.children ?? []) {
    if (input[child.field] !== undefined) await child.write(trx, id, input[child.field]);
  }
  return id;
}

/** The administrator's part of the body as an operator create input, once the organization and building exist. */
function administratorInput(body: RegisterCustomerBody, organizationId: number, buildingId: number): WriteInput {
  return {
    ...body.administrator,
    type: UserType.organizationAdmin,
    organizationId,
    buildingId,
    // Never told to anyone: the account signs in only after its owner sets a password from the mail.
    password: `${newSecret()}aA1!`,
    passwordChangeRequired: false,
    restrictEditFlow: false,
  };
}

/**
 * Registers a new customer (auth/register): its organization, contract, first building and first
 * administrator, each validated by its own entity's rules (field paths prefixed with the part),
 * then written in one transaction so a refusal leaves nothing behind.
 */
export async function registerCustomer(ctx: ResourceContext, body: RegisterCustomerBody): Promise<RegisterCustomerResult> {
  const failures: CheckFailures = new Map();
  const organization: WriteInput = { ...body.organization };
  const building: WriteInput = { ...body.building, organizationId: 0 };
  const adminPreview = { ...body.administrator, type: UserType.organizationAdmin };
  prefixed(await collectCheckFailures(organizationResource, 'create', { ctx, input: organization }, decidedHere), 'organization', failures);
  prefixed(await collectCheckFailures(buildingResource, 'create', { ctx, input: building }, decidedHere), 'building', failures);
  prefixed(await collectCheckFailures(operatorResource, 'create', { ctx, input: adminPreview }, decidedHere), 'administrator', failures);
  throwCheckFailures(failures);

  const organizationRow = await organizationResource.toRow(organization, 'create', ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const organizationId = await insertWithChildren(trx, organizationResource, organizationRow, organization);
    const { archivePlan, ...flags } = body.contract;
    await trx.insertInto('contracts').values({
      organization_id: organizationId,
      is_archive: flags.isArchive ? 1 : 0,
      is_mini_asilla: flags.isMiniAsilla ? 1 : 0,
      is_lilz: flags.isLilz ? 1 : 0,
      is_hakaru_ai: flags.isHakaruAi ? 1 : 0,
      is_kanriroid: flags.isKanriroid ? 1 : 0,
      is_auto_guide: flags.isAutoGuide ? 1 : 0,
      contract_end_at: flags.contractEndAt,
      archive_plan: archivePlan,
    }).execute();
    const buildingInput = { ...building, organizationId };
    const buildingId = await insertWithChildren(trx, buildingResource, await buildingResource.toRow(buildingInput, 'create', ctx), buildingInput);
    const admin = administratorInput(body, organizationId, buildingId);
    const administratorId = await insertWithChildren(trx, operatorResource, await operatorResource.toRow(admin, 'create', ctx), admin);
    return { organizationId, buildingId, administratorId };
  });
}

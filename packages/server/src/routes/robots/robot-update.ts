import { sql } from 'kysely';
import { ApiError } from '../../errors/api-error.js';
import { assertWritable, canReadRecord, findScoped, notFound, readDetail } from '../../resources/resource-reader.js';
import type { ApiRecord, ResourceContext, WriteInput } from '../../resources/resource-types.js';
import { runChecks } from '../../resources/run-checks.js';
import { robotResource } from './robot-resource.js';
import { settingChanges } from './robot-setting-changes.js';
import './robot-setting-history-table.js';

/**
 * PATCH of a robot: the engine's update steps (scope, checks, stamp, audit), plus one history row
 * per changed setting written in the same transaction, so no change is stored without its record.
 */
export async function updateRobotWithHistory(ctx: ResourceContext, id: number, input: WriteInput): Promise<ApiRecord> {
  const existing = await findScoped(ctx, robotResource, id);
  if (!existing) throw notFound(robotResource);
  assertWritable(ctx, robotResource, existing);
  const candidate = { ...existing, ...input };
  if (!canReadRecord(ctx, robotResource, candidate)) {
    throw new ApiError('VALIDATION_FAILED', 'Choose an organization you manage', [
      { path: 'organizationId', code: 'scope', message: 'is not an organization you manage' },
    ]);
  }
  assertWritable(ctx, robotResource, candidate);
  await runChecks(robotResource, 'update', { ctx, input, existing, id });
  const row = await robotResource.toRow(input, 'update', ctx, existing);
  const changes = settingChanges(existing, input);
  const at = new Date().toISOString();
  const session = ctx.request.session;
  await ctx.db.transaction().execute(async (trx) => {
    if (Object.keys(row).length > 0) {
      await trx.updateTable('robots').set({ ...row, updated_at: at }).where(sql.ref('id'), '=', id).execute();
    }
    if (changes.length > 0) {
      await trx
        .insertInto('robot_setting_history')
        .values(
          changes.map((change) => ({
            robot_id: id,
            at,
            operator_id: session?.operatorId ?? null,
            login_id: session?.loginId ?? '',
            field: change.field,
            old_value: JSON.stringify(change.oldValue),
            new_value: JSON.stringify(change.newValue),
          })),
        )
        .execute();
    }
  });
  await ctx.request.server.audit(ctx.request, { action: 'update', targetType: robotResource.name, targetId: id, detail: input });
  return readDetail(ctx, robotResource, id);
}

/** Records a credential rotation in the robot's setting history (never the credential itself). */
export async function recordCredentialRotation(ctx: ResourceContext, id: number): Promise<void> {
  const session = ctx.request.session;
  await ctx.db
    .insertInto('robot_setting_history')
    .values({
      robot_id: id,
      at: new Date().toISOString(),
      operator_id: session?.operatorId ?? null,
      login_id: session?.loginId ?? '',
      field: 'credential',
      old_value: null,
      new_value: null,
    })
    .execute();
}

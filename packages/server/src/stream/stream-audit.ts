import type { Kysely } from 'kysely';
import type { RobotCommand } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import type { RequestSession } from '../auth/request-session.js';
import type { CommandOutcome } from '../gateway/robot-session.js';

/** Where a stream command came from, as the audit row names it. */
export const STREAM_AUDIT_PATH = '/api/stream';

/**
 * Records a command sent over /api/stream in the audit log, with the same action, target and detail
 * as app.audit writes for the REST paths; there is no HTTP request, so the method reads 'WS'.
 */
export async function auditStreamCommand(
  db: Kysely<Database>,
  session: RequestSession,
  address: string,
  robotId: number,
  command: RobotCommand,
  outcome: CommandOutcome,
): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      at: new Date().toISOString(),
      operator_id: session.operatorId,
      login_id: session.loginId,
      action: command.name,
      target_type: 'robots',
      target_id: String(robotId),
      detail: JSON.stringify({ ...command, result: outcome.result }),
      ip: address,
      method: 'WS',
      path: STREAM_AUDIT_PATH,
      status_code: null,
    })
    .execute();
}

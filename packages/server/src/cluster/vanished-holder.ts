import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { lockConnectionLogs } from '../gateway/connection-log.js';
import type { LiveRobot } from '../gateway/live-robots.js';
import { sampleRow } from '../gateway/robot-persistence.js';
import '../gateway/robot-tables.js';

/**
 * Writes the "offline" connection event of a robot whose process vanished (SIGKILL, a lost
 * machine) before it could write one, dated when that process last spoke of it, with its offline
 * sample and last communication. Every surviving process finds the robot silent and calls this:
 * under the robot's lock, only a log that still ends in an earlier "online" gets the event, so it
 * is written once across the cluster, and not at all when the robot came online again elsewhere
 * (its newer "online" is there) or its process wrote the "offline" itself (a graceful shutdown;
 * that process, writing late, in turn finds this one's and writes none: robot-persistence.ts).
 * Answers whether this call wrote it.
 */
export function logVanishedOffline(db: Kysely<Database>, robot: LiveRobot, lastHeardAt: number): Promise<boolean> {
  const id = robot.meta.id;
  const at = new Date(lastHeardAt).toISOString();
  return db.transaction().execute(async (trx) => {
    await lockConnectionLogs(trx, [id]);
    const latest = await trx
      .selectFrom('robot_events')
      .select(['code', 'at'])
      .where('robot_id', '=', id)
      .where('kind', '=', 'connection')
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest && (latest.code === 'offline' || latest.at > at)) return false;
    await trx
      .insertInto('robot_events')
      .values({ robot_id: id, at, robot_ts: lastHeardAt, kind: 'connection', code: 'offline', level: 0, active: null, message: null, data: null })
      .execute();
    await trx.insertInto('robot_samples').values(sampleRow(robot, at)).execute();
    if (robot.lastCommunicationAt !== null) {
      const last = new Date(robot.lastCommunicationAt).toISOString();
      const battery = robot.telemetry ? { battery_percent: robot.telemetry.battery.percent } : {};
      // The vanished process wrote it once a minute: what it reported since is newer.
      await trx
        .updateTable('robots')
        .set({ last_communication_at: last, ...battery })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_communication_at', 'is', null), eb('last_communication_at', '<', last)]))
        .execute();
    }
    return true;
  });
}

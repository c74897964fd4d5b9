import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { LiveRobots } from '../gateway/live-robots.js';
import '../gateway/robot-tables.js';
import { logVanishedOffline } from './vanished-holder.js';

/**
 * Robots whose log still ends in "online" though no process holds them: every process died
 * (SIGKILL, a lost machine, a crash of the only one) before writing their "offline", and no
 * survivor was there to write it. A process starting up writes it, dated when the robot last
 * communicated as far as the store knows (written on connect and once a minute), under the same
 * per-robot lock as every other "offline" writer, so it is written once however many start together.
 * `isHeld` tells whether some live process (this one included) holds the robot now.
 * Answers how many it wrote.
 */
export async function logOrphanedOffline(db: Kysely<Database>, robots: LiveRobots, isHeld: (robotId: number) => boolean, log: FastifyBaseLogger): Promise<number> {
  const rows = await db
    .selectFrom('robots as r')
    .select(['r.id', 'r.last_communication_at'])
    .select((eb) =>
      eb
        .selectFrom('robot_events as e')
        .select('e.at')
        .whereRef('e.robot_id', '=', 'r.id')
        .where('e.kind', '=', 'connection')
        .where('e.code', '=', 'online')
        .orderBy('e.at', 'desc')
        .limit(1)
        .as('online_at'),
    )
    .where(
      (eb) =>
        eb
          .selectFrom('robot_events as e')
          .select('e.code')
          .whereRef('e.robot_id', '=', 'r.id')
          .where('e.kind', '=', 'connection')
          .orderBy('e.at', 'desc')
          .orderBy('e.id', 'desc')
          .limit(1),
      '=',
      sql<string>`'online'`,
    )
    .execute();
  let wrote = 0;
  for (const row of rows) {
    const robot = robots.byRobotId(row.id);
    if (!robot || isHeld(row.id)) continue;
    // The later of the two: the last minute's write, or the connection itself when it was younger.
    const times = [row.last_communication_at, row.online_at].filter((t): t is string => typeof t === 'string').map((t) => Date.parse(t));
    const lastHeardAt = Math.max(...times);
    if (!Number.isFinite(lastHeardAt)) continue;
    if (await logVanishedOffline(db, robot, lastHeardAt)) wrote++;
  }
  if (wrote > 0) log.info({ robots: wrote }, 'robots left online by processes that are gone logged offline');
  return wrote;
}

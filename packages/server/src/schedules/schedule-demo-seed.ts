import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { ServerExtension } from '../extensions.js';
import { looseDb } from '../resources/resource-context.js';
import { demoAccounts } from '../seed/demo-accounts.js';
import { seedTriggerDemo } from '../triggers/trigger-demo-seed.js';
import './schedule-tables.js';

// Demo entries of a past season with their log, so the list, log and dashboard show something.
// They are over before any server starts: a demo entry never sends a robot anywhere by itself,
// which would surprise whoever (a person or a browser test) is driving that robot at the time.

const season = { start: '2025-12-01T22:00', end: '2025-12-01T22:30', until: '2026-03-27' };

/** The first robot and the named flow of the demo's Aozora Tower, if the demo data is there. */
async function towerParts(db: Kysely<Database>) {
  const tower = await db.selectFrom('buildings').select(['id', 'organization_id']).where('name', '=', 'Aozora Tower').executeTakeFirst();
  if (!tower) return undefined;
  const robot = await db.selectFrom('robots').select('id').where('building_id', '=', tower.id).orderBy('id').executeTakeFirst();
  const flow = await looseDb(db).selectFrom('flows').select('id').where('building_id', '=', tower.id).where('name', '=', 'Night patrol 1F').executeTakeFirst();
  return robot && flow ? { tower, robotId: robot.id, flowId: Number(flow.id) } : undefined;
}

/** Seeds the demo entries (and the demo trigger rule) into an empty schedules table of a demo data set (robots exist by now). */
export async function seedScheduleDemo(db: Kysely<Database>): Promise<void> {
  if (await db.selectFrom('schedules').select('id').limit(1).executeTakeFirst()) return;
  const demo = await db.selectFrom('operators').select('id').where('login_id', '=', demoAccounts[0]?.loginId ?? '').executeTakeFirst();
  const parts = demo ? await towerParts(db) : undefined;
  if (!parts) return;
  await seedTriggerDemo(db, { organizationId: parts.tower.organization_id, robotId: parts.robotId });
  const now = new Date().toISOString();
  const entry = await db.insertInto('schedules').values({
    organization_id: parts.tower.organization_id, building_id: parts.tower.id, robot_id: parts.robotId, flow_id: parts.flowId,
    title: 'Winter night patrol', start_local: season.start, end_local: season.end, repeat: 'weekly',
    weekdays: JSON.stringify(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']), until: season.until, exceptions: JSON.stringify(['2025-12-31']),
    priority: 0, description: 'Rounds of the ground floor after the tenants leave, December to March.', created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  // The season's last week, as the scheduler logged it (22:00 in Tokyo is 13:00 UTC).
  const week: Array<[string, string, string | null]> = [
    ['2026-03-23', 'done', null], ['2026-03-24', 'done', null], ['2026-03-25', 'fail', 'robotOffline'], ['2026-03-26', 'cancel', 'stopped'], ['2026-03-27', 'done', null],
  ];
  for (const [day, result, reason] of week) {
    const planned = `${day}T13:00:00.000Z`;
    const ran = result !== 'fail';
    await db.insertInto('schedule_logs').values({
      organization_id: parts.tower.organization_id, schedule_id: entry.id, title: 'Winter night patrol', building_id: parts.tower.id,
      robot_id: parts.robotId, flow_id: parts.flowId, planned_start: planned, planned_end: `${day}T13:30:00.000Z`,
      started_at: ran ? `${day}T13:00:01.000Z` : null, finished_at: `${day}T13:${result === 'cancel' ? '12' : '24'}:00.000Z`, result, reason, priority: 0,
    }).execute();
  }
}

/** Seeds the demo entries once the demo robots exist (the gateway extension seeds them on ready, before this). */
export const scheduleDemoExtension: ServerExtension = {
  name: 'schedule-demo',
  register(app) {
    app.addHook('onReady', async () => {
      await seedScheduleDemo(app.db);
    });
  },
};

import type { Kysely } from 'kysely';
import { ReportDetailType, ReportHeaderType, ReportResult } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import type { LooseDb } from '../resources/resource-types.js';
import './report-tables.js';

/**
 * A finished patrol of the first demo robot, so report/list and report/{id} show something before any
 * flow has run: its start and end events and the readings it took at the building's first check item.
 */
export async function seedReportsDemo(db: Kysely<Database>): Promise<void> {
  const loose = db as unknown as Kysely<LooseDb>;
  if (await db.selectFrom('report_headers').select('id').limit(1).executeTakeFirst()) return;
  const robot = await loose.selectFrom('robots').select(['id', 'building_id']).orderBy('id').limit(1).executeTakeFirst();
  if (!robot) return;
  const building = await loose.selectFrom('buildings').select(['organization_id']).where('id', '=', Number(robot.building_id)).executeTakeFirst();
  const floor = await loose.selectFrom('floors').select('id').where('building_id', '=', Number(robot.building_id)).orderBy('id').limit(1).executeTakeFirst();
  const item = await loose.selectFrom('check_items').select('id').where('building_id', '=', Number(robot.building_id)).orderBy('id').limit(1).executeTakeFirst();
  if (!building) return;
  const started = Date.now() - 60 * 60_000;
  const at = (minutes: number) => new Date(started + minutes * 60_000).toISOString();
  const header = await db.insertInto('report_headers').values({
    organization_id: Number(building.organization_id), building_id: Number(robot.building_id), floor_id: floor ? Number(floor.id) : null, robot_id: Number(robot.id),
    flow_id: null, name: 'Morning patrol', type: ReportHeaderType.patrol, result: ReportResult.noAbnormality, started_at: at(0), ended_at: at(12), created_at: at(0), updated_at: at(12),
  }).returning('id').executeTakeFirstOrThrow();
  const base = { report_id: header.id, organization_id: Number(building.organization_id), robot_id: Number(robot.id), result: ReportResult.noAbnormality, file_id: null, camera: null };
  await db.insertInto('report_details').values([
    { ...base, type: ReportDetailType.sensor, waypoint: 0, x: 4, y: 3, check_item_id: item ? Number(item.id) : null, label: 'temperature', value: 22.5, unit: '°C', occurred_at: at(5) },
    { ...base, type: ReportDetailType.sensor, waypoint: 0, x: 4, y: 3, check_item_id: item ? Number(item.id) : null, label: 'humidity', value: 48, unit: '%', occurred_at: at(5) },
  ]).execute();
}

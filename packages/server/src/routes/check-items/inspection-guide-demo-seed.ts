import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

type Loose = Kysely<Record<string, Record<string, unknown>>>;
const HOUR_MS = 60 * 60 * 1000;

async function idOf(db: Loose, table: string, where: Record<string, unknown>): Promise<number | undefined> {
  let query = db.selectFrom(table).select(sql.ref('id').as('id'));
  for (const [column, value] of Object.entries(where)) query = query.where(sql.ref(column), '=', value);
  const row = await query.executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

async function isEmpty(db: Loose, table: string): Promise<boolean> {
  return (await db.selectFrom(table).select(sql.ref('id').as('id')).limit(1).executeTakeFirst()) === undefined;
}

interface DemoPlaces {
  aozora: number;
  hinode: number;
  tower: number;
  warehouse: number;
  towerB1: number;
  tower1F: number;
  warehouse1F: number;
}

async function demoPlaces(db: Loose): Promise<DemoPlaces | undefined> {
  const aozora = await idOf(db, 'organizations', { name: 'Aozora Facilities' });
  const hinode = await idOf(db, 'organizations', { name: 'Hinode Logistics' });
  const tower = await idOf(db, 'buildings', { name: 'Aozora Tower' });
  const warehouse = await idOf(db, 'buildings', { name: 'Hinode Warehouse' });
  if (!aozora || !hinode || !tower || !warehouse) return undefined;
  const towerB1 = await idOf(db, 'floors', { building_id: tower, name: 'B1' });
  const tower1F = await idOf(db, 'floors', { building_id: tower, name: '1F' });
  const warehouse1F = await idOf(db, 'floors', { building_id: warehouse, name: '1F' });
  if (!towerB1 || !tower1F || !warehouse1F) return undefined;
  return { aozora, hinode, tower, warehouse, towerB1, tower1F, warehouse1F };
}

async function seedThresholdsAndCheckItems(db: Loose, p: DemoPlaces): Promise<void> {
  if (!(await isEmpty(db, 'threshold_rules'))) return;
  const rule = async (organizationId: number, name: string, description: string, level: number, conditions: unknown[]) =>
    Number((await db.insertInto('threshold_rules').values({ organization_id: organizationId, name, description, level, status: 1, conditions: JSON.stringify(conditions) }).returning(sql.ref('id').as('id')).executeTakeFirstOrThrow()).id);
  const pressure = await rule(p.aozora, 'Boiler pressure high', 'Boiler pressure above 0.8 MPa', 5, [{ bound: 'max', comparator: 'gt', value: 0.8 }]);
  const tank = await rule(p.aozora, 'Water tank low', 'Roof water tank below 20 %', 9, [{ bound: 'min', comparator: 'lt', value: 20 }]);
  const freezer = await rule(p.hinode, 'Freezer too warm', 'Freezer warmer than -15 °C', 5, [{ bound: 'max', comparator: 'gt', value: -15 }, { bound: 'min', comparator: 'lt', value: -40 }]);

  const item = async (values: Record<string, unknown>) =>
    Number((await db.insertInto('check_items').values({ status: 1, qr_code_number: '', task_id: '', device_id: '', marker_type: 'none', json: '{}', ...values }).returning(sql.ref('id').as('id')).executeTakeFirstOrThrow()).id);
  const boiler = await item({ organization_id: p.aozora, building_id: p.tower, floor_id: p.towerB1, name: 'Boiler room pressure gauge', type: 0, meter_reading_service: 'hakaruAi', meter_type: 'analog', alert_enabled: 1, threshold_rule_id: pressure, location_x: 12.5, location_y: 4, location_z: 1.2, location_direction: 90, marker_type: 'aruco', json: '{"unit":"MPa","range":[0,1.6]}' });
  const tankItem = await item({ organization_id: p.aozora, building_id: p.tower, floor_id: p.towerB1, name: 'Water tank level meter', type: 0, meter_reading_service: 'lilz', meter_type: 'digital', alert_enabled: 1, threshold_rule_id: tank, location_x: 3, location_y: 9.5, location_z: 1, location_direction: 180, marker_type: 'qr', qr_code_number: 'QR-0042', json: '{"unit":"%"}' });
  await item({ organization_id: p.aozora, building_id: p.tower, floor_id: p.tower1F, name: 'Lobby fire extinguisher', type: 1, meter_type: 'none', alert_enabled: 0, location_x: 1, location_y: 1, location_z: 0.5, location_direction: 0, status: 2, json: '{"expect":"present"}' });
  const freezerItem = await item({ organization_id: p.hinode, building_id: p.warehouse, floor_id: p.warehouse1F, name: 'Freezer thermometer', type: 2, meter_reading_service: 'kanriRoid', meter_type: 'digital', alert_enabled: 1, threshold_rule_id: freezer, json: '{"unit":"°C"}' });

  // A week of hits, newest last, so the log has pages to turn.
  const now = Date.now();
  const hits: Array<Record<string, unknown>> = [];
  for (let i = 0; i < 36; i += 1) {
    const low = i % 3 === 0;
    hits.push({
      organization_id: p.aozora,
      threshold_rule_id: low ? tank : pressure,
      check_item_id: low ? tankItem : boiler,
      rule_name: low ? 'Water tank low' : 'Boiler pressure high',
      level: low ? 9 : 5,
      value: low ? 12 + (i % 7) : 0.81 + (i % 5) / 100,
      message: low ? 'Roof water tank below 20 %' : 'Boiler pressure above 0.8 MPa',
      occurred_at: new Date(now - (36 - i) * 4 * HOUR_MS).toISOString(),
    });
  }
  for (let i = 0; i < 4; i += 1) {
    hits.push({ organization_id: p.hinode, threshold_rule_id: freezer, check_item_id: freezerItem, rule_name: 'Freezer too warm', level: 5, value: -12 + i, message: 'Freezer warmer than -15 °C', occurred_at: new Date(now - (4 - i) * 6 * HOUR_MS).toISOString() });
  }
  await db.insertInto('threshold_logs').values(hits).execute();
}

async function seedKnowledge(db: Loose, p: DemoPlaces): Promise<void> {
  if (!(await isEmpty(db, 'knowledge_groups'))) return;
  const group = async (organizationId: number, buildingId: number, name: string, qas: Array<[string, string]>) => {
    const id = Number((await db.insertInto('knowledge_groups').values({ organization_id: organizationId, building_id: buildingId, name }).returning(sql.ref('id').as('id')).executeTakeFirstOrThrow()).id);
    await db.insertInto('knowledge_qas').values(qas.map(([question, answer], position) => ({ group_id: id, position, question, answer, attachment_file_id: null }))).execute();
  };
  await group(p.aozora, p.tower, 'Lobby reception', [
    ['Where is the restroom?', 'Go past the elevators on the right; the restrooms are at the end of the corridor.'],
    ['What time does the building close?', 'The lobby closes at 22:00 on weekdays and at 18:00 on weekends.'],
    ['Where can I park?', 'Visitor parking is on B1. Take the ramp on the east side.'],
  ]);
  await group(p.aozora, p.tower, 'Emergency guidance', [['Where is the nearest exit?', 'Follow the green signs; exits are at both ends of every floor.']]);
  await group(p.hinode, p.warehouse, 'Warehouse visitors', [['Where do drivers check in?', 'At the dispatch office beside gate 2.']]);
}

async function seedChats(db: Loose, p: DemoPlaces): Promise<void> {
  if (!(await isEmpty(db, 'chats'))) return;
  const now = Date.now();
  const chat = async (organizationId: number, buildingId: number, robot: string, location: string, score: number, summary: string, lines: Array<[string, string]>, hoursAgo: number) => {
    const startedAt = new Date(now - hoursAgo * HOUR_MS).toISOString();
    const id = Number(
      (await db
        .insertInto('chats')
        .values({ organization_id: organizationId, building_id: buildingId, robot_serial_no: robot, location, message: lines[0]?.[1] ?? '', score, summary, ai_model: 'gpt-4o-mini', additional_instructions: 'Answer politely and briefly.', started_at: startedAt })
        .returning(sql.ref('id').as('id'))
        .executeTakeFirstOrThrow()).id,
    );
    await db.insertInto('chat_messages').values(lines.map(([speaker, text], i) => ({ chat_id: id, speaker, text, test: 0, at: new Date(Date.parse(startedAt) + i * 20_000).toISOString() }))).execute();
  };
  await chat(p.aozora, p.tower, 'UGO-PRO-0001', '1F lobby', 92, 'A visitor asked for the restroom and the closing time.', [
    ['user', 'Where is the restroom?'],
    ['robot', 'Go past the elevators on the right; the restrooms are at the end of the corridor.'],
    ['user', 'Thanks. When do you close?'],
    ['robot', 'The lobby closes at 22:00 on weekdays.'],
  ], 5);
  await chat(p.aozora, p.tower, 'UGO-PRO-0002', 'B1 parking', 64, 'A driver asked for visitor parking.', [
    ['user', 'Is there visitor parking?'],
    ['robot', 'Visitor parking is on B1. Take the ramp on the east side.'],
  ], 30);
  await chat(p.hinode, p.warehouse, 'UGO-MINI-0001', 'Gate 2', 80, 'A driver asked where to check in.', [
    ['user', 'Where do I check in?'],
    ['robot', 'At the dispatch office beside gate 2.'],
  ], 12);
}

async function seedAsilla(db: Loose, p: DemoPlaces): Promise<void> {
  if (!(await isEmpty(db, 'asilla_settings'))) return;
  const rectangle = (x: number, y: number, w: number, h: number) => JSON.stringify([{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }]);
  await db
    .insertInto('asilla_settings')
    .values([
      { organization_id: p.aozora, building_id: p.tower, name: 'Lobby watch', behaviours: JSON.stringify(['fall', 'violence']), detection_area: rectangle(0.1, 0.2, 0.6, 0.5), intrusion_detection: 0 },
      { organization_id: p.aozora, building_id: p.tower, name: 'Night entrance', behaviours: JSON.stringify(['loitering']), detection_area: rectangle(0, 0, 1, 1), intrusion_detection: 1 },
      { organization_id: p.hinode, building_id: p.warehouse, name: 'Loading dock safety', behaviours: JSON.stringify(['fall', 'wheelchair']), detection_area: null, intrusion_detection: 1 },
    ])
    .execute();
}

/**
 * Demo rows for check items, threshold rules and their log, knowledge groups, chats and asilla
 * settings, in the demo organizations' buildings. Each table is filled only while it is empty,
 * so running it again changes nothing.
 */
export async function seedInspectionGuideDemo(database: Kysely<Database>): Promise<void> {
  const db = database as unknown as Loose;
  const places = await demoPlaces(db);
  if (!places) return;
  await seedThresholdsAndCheckItems(db, places);
  await seedKnowledge(db, places);
  await seedChats(db, places);
  await seedAsilla(db, places);
}

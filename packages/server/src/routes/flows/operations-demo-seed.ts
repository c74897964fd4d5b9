import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { looseDb } from '../../resources/resource-context.js';
import type { LooseDb } from '../../resources/resource-types.js';

// Demo rows for IoT devices, flows, command lists and mappings, work plans and poses, placed in
// the demo buildings by name. Each table is filled only while it is empty, so the seed can run
// again on an existing data folder without duplicating anything.

type Db = Kysely<LooseDb>;
interface Place {
  buildingId: number;
  organizationId: number;
  floors: Map<string, number>;
}

const HOUR_MS = 60 * 60 * 1000;

async function isEmpty(db: Db, table: string): Promise<boolean> {
  return (await db.selectFrom(table).select(sql.ref('id').as('id')).limit(1).executeTakeFirst()) === undefined;
}

async function place(db: Db, name: string): Promise<Place | undefined> {
  const building = await db
    .selectFrom('buildings')
    .select([sql.ref('id').as('id'), sql.ref('organization_id').as('organizationId')])
    .where(sql.ref('name'), '=', name)
    .executeTakeFirst();
  if (!building) return undefined;
  const floors = await db
    .selectFrom('floors')
    .select([sql.ref('id').as('id'), sql.ref('name').as('name')])
    .where(sql.ref('building_id'), '=', Number(building.id))
    .execute();
  return {
    buildingId: Number(building.id),
    organizationId: Number(building.organizationId),
    floors: new Map(floors.map((floor) => [String(floor.name), Number(floor.id)])),
  };
}

async function insert(db: Db, table: string, values: Record<string, unknown>): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto(table)
    .values({ created_at: now, updated_at: now, ...values })
    .returning(sql.ref('id').as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

function at(p: Place, floor: string): Record<string, unknown> {
  return { organization_id: p.organizationId, building_id: p.buildingId, floor_id: p.floors.get(floor) ?? null };
}

async function seedDevices(db: Db, tower: Place, plaza: Place, warehouse: Place): Promise<void> {
  if (!(await isEmpty(db, 'devices'))) return;
  const profile = (body: object) => JSON.stringify(body, null, 2);
  const devices: Array<{ p: Place; floor: string; type: number; model: string; name: string; metric?: [string, string, number, number] }> = [
    { p: tower, floor: '1F', type: 1, model: 'EnviroSense T1', name: 'Lobby temperature sensor', metric: ['temperature', '°C', 22, 3] },
    { p: tower, floor: '1F', type: 2, model: 'DoorLink A2', name: 'Entrance door actuator' },
    { p: tower, floor: '2F', type: 4, model: 'InfoPanel 32', name: 'Office guide display' },
    { p: tower, floor: 'B1', type: 3, model: 'BeaconTag B5', name: 'Parking beacon', metric: ['rssi', 'dBm', -70, 8] },
    { p: plaza, floor: '1F', type: 1, model: 'AirCheck C2', name: 'Plaza CO2 sensor', metric: ['co2', 'ppm', 650, 120] },
    { p: warehouse, floor: '1F', type: 1, model: 'EnviroSense H1', name: 'Dock humidity sensor', metric: ['humidity', '%', 55, 10] },
  ];
  for (const [index, device] of devices.entries()) {
    const id = await insert(db, 'devices', {
      ...at(device.p, device.floor),
      type: device.type,
      model: device.model,
      name: device.name,
      urn: `urn:fleetdeck:device:${1000 + index}`,
      identifier: `DEV-${String(1000 + index)}`,
      description: '',
      connection_profile: profile({ protocol: device.type === 3 ? 'ble' : 'mqtt', topic: `fleetdeck/devices/${1000 + index}` }),
      status: 1,
    });
    if (!device.metric) continue;
    const [metric, unit, base, swing] = device.metric;
    const start = Date.now() - 48 * HOUR_MS;
    const readings = Array.from({ length: 96 }, (_, k) => ({
      device_id: id,
      at: new Date(start + k * 30 * 60 * 1000).toISOString(),
      metric,
      unit,
      value: Math.round((base + swing * Math.sin((k / 96) * 4 * Math.PI)) * 10) / 10,
    }));
    await db.insertInto('device_readings').values(readings).execute();
  }
}

async function seedCommandLists(db: Db, tower: Place, warehouse: Place): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!(await isEmpty(db, 'command_lists'))) return ids;
  const list = (commands: string[]) => JSON.stringify({ commands: commands.map((name) => ({ name })) }, null, 2);
  const lists: Array<[Place, string, number, string[]]> = [
    [tower, 'Tower patrol commands', 10, ['move_forward', 'turn_left', 'turn_right', 'take_photo']],
    [tower, 'Tower guide commands', 11, ['greet', 'guide_to_reception', 'play_announcement']],
    [tower, 'Common maintenance commands', 110, ['self_check', 'dock']],
    [warehouse, 'Warehouse inspection commands', 10, ['read_meter', 'scan_shelf']],
  ];
  for (const [p, name, mode, commands] of lists) {
    ids.set(name, await insert(db, 'command_lists', { organization_id: p.organizationId, building_id: p.buildingId, name, mode, memo: '', revision: 1, definition: list(commands) }));
  }
  const patrol = ids.get('Tower patrol commands');
  if (patrol !== undefined && (await isEmpty(db, 'command_mappings'))) {
    const bindings = [
      { key: 'W', command: 'move_forward' },
      { key: 'A', command: 'turn_left' },
      { key: 'D', command: 'turn_right' },
      { key: 'Space', command: 'take_photo' },
    ];
    await insert(db, 'command_mappings', { organization_id: tower.organizationId, building_id: tower.buildingId, command_list_id: patrol, name: 'Teleoperation keyboard', description: 'Keys of the teleoperation screen', bindings: JSON.stringify(bindings) });
  }
  return ids;
}

async function flowGroup(db: Db, buildingId: number, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('flow_groups')
    .select(sql.ref('id').as('id'))
    .where(sql.ref('building_id'), '=', buildingId)
    .where(sql.ref('name'), '=', name)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

async function seedFlows(db: Db, tower: Place, plaza: Place, warehouse: Place, lists: Map<string, number>): Promise<void> {
  if (!(await isEmpty(db, 'flows'))) return;
  const steps = (commandListId: number | undefined, names: string[]) =>
    JSON.stringify({ ...(commandListId === undefined ? {} : { commandListId }), steps: names.map((action) => ({ action })) }, null, 2);
  const flows: Array<[Place, string, string, string | null, boolean, string]> = [
    [tower, 'Night patrol 1F', '1F', 'Night patrol', true, steps(lists.get('Tower patrol commands'), ['move_forward', 'take_photo', 'turn_left'])],
    [tower, 'Lobby guide', '1F', 'Lobby guide', true, steps(lists.get('Tower guide commands'), ['greet', 'guide_to_reception'])],
    [tower, 'Parking round B1', 'B1', 'Night patrol', false, steps(undefined, ['move_forward', 'take_photo'])],
    [plaza, 'Opening rounds', '1F', 'Opening rounds', true, steps(undefined, ['move_forward'])],
    [warehouse, 'Meter round 2F', '2F', 'Meter rounds', true, steps(lists.get('Warehouse inspection commands'), ['read_meter'])],
  ];
  const order = new Map<number, number>();
  for (const [p, name, floor, group, enabled, definition] of flows) {
    const sortOrder = order.get(p.buildingId) ?? 0;
    order.set(p.buildingId, sortOrder + 1);
    await insert(db, 'flows', {
      ...at(p, floor),
      flow_group_id: group ? await flowGroup(db, p.buildingId, group) : null,
      name,
      description: '',
      sort_order: sortOrder,
      enabled: enabled ? 1 : 0,
      definition,
    });
  }
}

async function seedWorkPlans(db: Db, tower: Place, warehouse: Place, lists: Map<string, number>): Promise<void> {
  if (await isEmpty(db, 'work_plans')) {
    const plans: Array<[Place, string, string, string, string, object]> = [
      [tower, 'Elevator to 2F', '1F', 'elevator', 'elevator', { elevator: { from: '1F', to: '2F' } }],
      [tower, 'Lobby cleaning', '1F', 'general', 'cleaning', { commandListId: lists.get('Tower patrol commands'), steps: [{ action: 'move_forward' }] }],
      [warehouse, 'Inventory scan', '1F', 'general', 'inspection', { steps: [{ action: 'scan_shelf' }] }],
    ];
    for (const [p, name, floor, type, icon, definition] of plans) {
      await insert(db, 'work_plans', { ...at(p, floor), name, type, icon, description: '', definition: JSON.stringify(definition, null, 2) });
    }
  }
  if (await isEmpty(db, 'work_plan_templates')) {
    await insert(db, 'work_plan_templates', { organization_id: tower.organizationId, name: 'Elevator ride', type: 'elevator', description: 'Ride the elevator between two floors', definition: JSON.stringify({ elevator: { from: '', to: '' } }, null, 2) });
    await insert(db, 'work_plan_templates', { organization_id: warehouse.organizationId, name: 'Shelf inspection', type: 'general', description: '', definition: JSON.stringify({ steps: [{ action: 'scan_shelf' }] }, null, 2) });
  }
}

async function seedPoses(db: Db, tower: Place, warehouse: Place): Promise<void> {
  if (!(await isEmpty(db, 'pose_definitions'))) return;
  const poses: Array<[Place, string, string, number, number, number]> = [
    [tower, '1F', 'Entrance', 0, 0, 0],
    [tower, '1F', 'Reception', 6.5, 2, 90],
    [tower, '1F', 'Elevator hall', 12, 4.5, 180],
    [warehouse, '1F', 'Dock 1', 3, 1, -90],
  ];
  const ids: number[] = [];
  for (const [p, floor, name, x, y, yaw] of poses) ids.push(await insert(db, 'pose_definitions', { ...at(p, floor), name, x, y, yaw }));
  const [entrance, reception, hall] = ids;
  if (entrance === undefined || reception === undefined || hall === undefined || !(await isEmpty(db, 'pose_networks'))) return;
  await insert(db, 'pose_networks', {
    ...at(tower, '1F'),
    name: 'Lobby network',
    nodes: JSON.stringify([entrance, reception, hall]),
    edges: JSON.stringify([{ from: entrance, to: reception }, { from: reception, to: hall }]),
  });
}

/** Adds the demo's devices, flows, command lists, mappings, work plans and poses to tables still empty. */
export async function seedOperationsDemo(database: Kysely<Database>): Promise<void> {
  const db = looseDb(database);
  const [tower, plaza, warehouse] = await Promise.all([place(db, 'Aozora Tower'), place(db, 'Aozora East Plaza'), place(db, 'Hinode Warehouse')]);
  if (!tower || !plaza || !warehouse) return;
  await seedDevices(db, tower, plaza, warehouse);
  const lists = await seedCommandLists(db, tower, warehouse);
  await seedFlows(db, tower, plaza, warehouse, lists);
  await seedWorkPlans(db, tower, warehouse, lists);
  await seedPoses(db, tower, warehouse);
}

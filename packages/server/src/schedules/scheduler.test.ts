import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RobotCommand } from '@fleetdeck/model';
import { openFleetTestDatabase, type FleetTestDatabase } from '../gateway/fleet-test-database.js';
import type { RobotGateway } from '../gateway/gateway-server.js';
import { LiveRobots } from '../gateway/live-robots.js';
import type { CommandOutcome } from '../gateway/robot-session.js';
import { looseDb } from '../resources/resource-context.js';
import { Scheduler } from './scheduler.js';

// The scheduler on a real migrated database with a recording gateway: the clock is injected, so
// "the server was down at 09:00" and "a second process at the same moment" need no waiting.

const log = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
// 2026-06-01 is a Monday; Tokyo is UTC+9.
const at = (tokyo: string) => Date.parse(`${tokyo}+09:00`);

/** A gateway that records the commands it is given and answers as `answer` says. */
function recordingGateway(answer: (command: RobotCommand) => CommandOutcome = () => ({ result: 'ok' })) {
  const sent: RobotCommand[] = [];
  const gateway = {
    isConnected: () => true,
    command: (_robotId: number, command: RobotCommand) => {
      sent.push(command);
      return Promise.resolve(answer(command));
    },
  } as unknown as RobotGateway;
  return { gateway, sent };
}

let fleet: FleetTestDatabase;
let robots: LiveRobots;
let robotId: number;
let flowId: number;

async function entry(start: string, end: string, over: { priority?: boolean; updatedAt?: string } = {}): Promise<number> {
  const row = await fleet.db.insertInto('schedules').values({
    organization_id: fleet.organizationId, building_id: fleet.buildingId, robot_id: robotId, flow_id: flowId, title: 'Patrol',
    start_local: start, end_local: end, repeat: 'none', weekdays: '["monday"]', until: null, exceptions: '[]', priority: over.priority ? 1 : 0,
    description: '', created_at: over.updatedAt ?? '2026-05-01T00:00:00.000Z', updated_at: over.updatedAt ?? '2026-05-01T00:00:00.000Z',
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const logs = () => fleet.db.selectFrom('schedule_logs').select(['schedule_id', 'result', 'reason', 'planned_start']).orderBy('id').execute();

async function runAt(now: number, gateway: RobotGateway): Promise<void> {
  const scheduler = new Scheduler(fleet.db, robots, gateway, log, () => now);
  await scheduler.start();
  await scheduler.idle();
  scheduler.stop();
}

beforeEach(async () => {
  fleet = await openFleetTestDatabase();
  const robot = await fleet.addRobot('R1');
  robotId = robot.meta.id;
  const flow = await looseDb(fleet.db).insertInto('flows').values({
    organization_id: fleet.organizationId, building_id: fleet.buildingId, floor_id: fleet.floorId, name: 'Lobby', definition: '{"waypoints":[{"x":1,"y":1}]}',
    created_at: '2026-05-01T00:00:00.000Z', updated_at: '2026-05-01T00:00:00.000Z',
  }).returning('id').executeTakeFirstOrThrow();
  flowId = Number(flow.id);
  robots = new LiveRobots(fleet.db);
  await robots.load();
});
afterEach(async () => {
  await fleet.close();
});

describe('Scheduler', () => {
  it('starts a due occurrence once, even when two schedulers (processes) wake at the same moment', async () => {
    const id = await entry('2026-06-01T09:00', '2026-06-01T10:00');
    const { gateway, sent } = recordingGateway();
    const now = at('2026-06-01T09:00:01');
    await Promise.all([runAt(now, gateway), runAt(now, gateway)]);
    await runAt(now + 60_000, gateway);
    expect(sent).toEqual([{ name: 'flow', action: 'start', flowId, flowName: 'Lobby', waypoints: [{ x: 1, y: 1 }] }]);
    expect(await logs()).toEqual([{ schedule_id: id, result: 'running', reason: null, planned_start: '2026-06-01T00:00:00.000Z' }]);
  });

  it('logs an occurrence missed while no server ran as unknown, and starts one found within the grace window', async () => {
    const missed = await entry('2026-06-01T08:00', '2026-06-01T08:30');
    const late = await entry('2026-06-01T09:00', '2026-06-01T09:30');
    const { gateway, sent } = recordingGateway();
    await runAt(at('2026-06-01T09:04:00'), gateway);
    expect(sent).toHaveLength(1);
    expect(await logs()).toEqual([
      { schedule_id: missed, result: 'unknown', reason: 'serverDown', planned_start: '2026-05-31T23:00:00.000Z' },
      { schedule_id: late, result: 'running', reason: null, planned_start: '2026-06-01T00:00:00.000Z' },
    ]);
  });

  it('does not run occurrences that were past when the entry was written', async () => {
    await entry('2026-06-01T09:00', '2026-06-01T10:00', { updatedAt: '2026-06-01T00:00:30.000Z' });
    const { gateway, sent } = recordingGateway();
    await runAt(at('2026-06-01T09:01:00'), gateway);
    expect(sent).toEqual([]);
    expect(await logs()).toEqual([]);
  });

  it('logs the robot\'s refusal as a failure with its reason', async () => {
    await entry('2026-06-01T09:00', '2026-06-01T10:00');
    const { gateway } = recordingGateway(() => ({ result: 'rejected', code: 'FLOW_ALREADY_RUNNING' }));
    await runAt(at('2026-06-01T09:00:05'), gateway);
    expect((await logs()).map((row) => [row.result, row.reason])).toEqual([['fail', 'flowAlreadyRunning']]);
  });

  it('stops a running flow before a priority entry starts its own', async () => {
    await entry('2026-06-01T09:00', '2026-06-01T10:00', { priority: true });
    const robot = robots.byRobotId(robotId);
    if (!robot) throw new Error('no robot');
    // What an operator's flow looks like in telemetry; only the fields the scheduler reads.
    robot.telemetry = { errors: [], battery: { percent: 80, state: 'active' }, currentFlow: { flowId: null, name: 'Manual', step: 0, steps: 3 } } as unknown as typeof robot.telemetry;
    const { gateway, sent } = recordingGateway();
    await runAt(at('2026-06-01T09:00:05'), gateway);
    expect(sent.map((command) => (command.name === 'flow' ? command.action : command.name))).toEqual(['stop', 'start']);
  });

  it('works out a start just before it comes, and plans afresh when an entry is written in between', async () => {
    const moved = await entry('2026-06-01T09:00', '2026-06-01T10:00');
    const kept = await entry('2026-06-01T09:00', '2026-06-01T10:00');
    const { gateway, sent } = recordingGateway();
    let clock = at('2026-06-01T08:59:59.500');
    const scheduler = new Scheduler(fleet.db, robots, gateway, log, () => clock);
    try {
      await scheduler.start();
      await scheduler.idle();
      // Written after the 09:00 start was worked out: one entry leaves it, one joins it.
      await fleet.db.updateTable('schedules').set({ start_local: '2026-06-01T09:30', updated_at: new Date(clock).toISOString() }).where('id', '=', moved).execute();
      const added = await entry('2026-06-01T09:00', '2026-06-01T10:00', { updatedAt: new Date(clock).toISOString() });
      scheduler.replan();
      await scheduler.idle();
      expect(sent).toEqual([]);
      clock = at('2026-06-01T09:00:00');
      await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 5000 });
      await scheduler.idle();
      expect((await logs()).map((row) => [row.schedule_id, row.result])).toEqual([[kept, 'running'], [added, 'running']]);
    } finally {
      scheduler.stop();
    }
  });
});

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AckResult, ApiErrorBody, RobotCommand, RobotMessages, Id } from '@fleetdeck/model';
import { ApiError } from '../../errors/api-error.js';
import { readDetail } from '../../resources/resource-reader.js';
import { resourceContext } from '../../resources/resource-context.js';
import type { FleetRuntime } from '../../gateway/fleet-runtime.js';
import { robotResource } from './robot-resource.js';
import { requireSession } from '../../plugins/auth.js';
import { operatorSender } from '../../gateway/command-queue.js';
import { boundedData, boundedDataColumns } from './activity-event-data.js';
import { batteryTooLowForUpdate, commandRefusal, isPrivilegedCommand } from '../../stream/command-rules.js';

const tags = ['robots'];
const IdParams = Type.Object({ id: Id });
const errors = { '4xx': ApiErrorBody };

const ActivityQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: 500 })),
});

const ActivityAnswer = Type.Object({
  robotId: Type.Integer(),
  connection: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
  lastCommunicationAt: Type.Union([Type.String(), Type.Null()]),
  events: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String(),
      kind: Type.String(),
      code: Type.String(),
      level: Type.Integer(),
      active: Type.Union([Type.Boolean(), Type.Null()]),
      message: Type.Union([Type.String(), Type.Null()]),
      data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
      /** Set when the stored data was too large to answer (data is then null): its size in bytes. */
      dataOmittedBytes: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  ),
  samples: Type.Array(
    Type.Object({
      at: Type.String(),
      connection: Type.String(),
      status: Type.Union([Type.Integer(), Type.Null()]),
      batteryPercent: Type.Union([Type.Number(), Type.Null()]),
      batteryState: Type.Union([Type.String(), Type.Null()]),
      floorId: Type.Union([Type.Integer(), Type.Null()]),
      x: Type.Union([Type.Number(), Type.Null()]),
      y: Type.Union([Type.Number(), Type.Null()]),
      /** Driving speed at the sample, m/s; null when it was not recorded. */
      speed: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
});

const CommandOutcomeAnswer = Type.Object({
  result: Type.Union(AckResult.map((r) => Type.Literal(r))),
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Robot activity over time, commands over REST, OS update with its battery rule, gateway metrics. */
export function registerRobotLiveRoutes(app: FastifyInstance, fleet: FleetRuntime): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/robots/:id/activity', {
    config: { access: 'robots.activity' },
    schema: { tags, summary: 'Events, connection changes and sampled state of a robot, newest first', params: IdParams, querystring: ActivityQuery, response: { 200: ActivityAnswer, ...errors } },
  }, async (request) => {
    const id = request.params.id;
    await readDetail(await resourceContext(request, {}), robotResource, id);
    // Buffered rows land first, so what the robot just reported is in the answer.
    await fleet.persistence.flush();
    const query = request.query;
    const limit = query.limit ?? 500;
    let events = app.db
      .selectFrom('robot_events')
      .select(['id', 'at', 'kind', 'code', 'level', 'active', 'message', ...boundedDataColumns])
      .where('robot_id', '=', id);
    let samples = app.db.selectFrom('robot_samples').selectAll().where('robot_id', '=', id);
    if (query.from) {
      events = events.where('at', '>=', query.from);
      samples = samples.where('at', '>=', query.from);
    }
    if (query.to) {
      events = events.where('at', '<=', query.to);
      samples = samples.where('at', '<=', query.to);
    }
    const [eventRows, sampleRows] = await Promise.all([
      events.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
      samples.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    ]);
    const live = fleet.robots.byRobotId(id);
    const data = boundedData(eventRows);
    return {
      robotId: id,
      connection: live?.connection ?? 'offline',
      lastCommunicationAt: live?.lastCommunicationAt ? new Date(live.lastCommunicationAt).toISOString() : null,
      events: eventRows.map((e, i) => ({
        id: e.id,
        at: e.at,
        kind: e.kind,
        code: e.code,
        level: e.level,
        active: e.active === null ? null : e.active === 1,
        message: e.message,
        ...(data[i] ?? { data: null }),
      })),
      samples: sampleRows.map((s) => ({
        at: s.at,
        connection: s.connection,
        status: s.status,
        batteryPercent: s.battery_percent,
        batteryState: s.battery_state,
        floorId: s.floor_id,
        x: s.x,
        y: s.y,
        speed: s.speed,
      })),
    };
  });

  api.post('/api/robots/:id/commands', {
    config: { access: 'robots.operate' },
    schema: {
      tags,
      summary: 'Send a command and wait for its acknowledgement; osUpdate and resetErrors need an administrator (teleop has lower latency over /api/stream)',
      params: IdParams,
      body: RobotCommand,
      response: { 200: CommandOutcomeAnswer, ...errors },
    },
  }, async (request) => {
    const id = request.params.id;
    await readDetail(await resourceContext(request, {}), robotResource, id);
    const command = request.body;
    const session = requireSession(request);
    const refusal = commandRefusal(session, fleet.robots.byRobotId(id), command);
    if (refusal?.code === 'FORBIDDEN') {
      throw new ApiError('FORBIDDEN', refusal.message, [{ path: 'name', code: 'adminOnly', message: refusal.message }]);
    }
    if (refusal) throwBatteryLow();
    if (!fleet.gateway.isConnected(id)) {
      throw new ApiError('CONFLICT', RobotMessages.robotOffline.en, [{ path: 'robot', code: 'robotOffline', message: RobotMessages.robotOffline.en }]);
    }
    // The same per-operator queue caps as the stream: one operator cannot queue past them through either path.
    const outcome = await fleet.gateway.command(id, command, operatorSender(session.operatorId));
    if (outcome.code === 'COMMAND_QUEUE_FULL') throwQueueFull();
    if (isPrivilegedCommand(command)) {
      await app.audit(request, { action: command.name, targetType: 'robots', targetId: id, detail: { ...command, result: outcome.result } });
    }
    return outcome;
  });

  api.post('/api/robots/:id/os-update', {
    config: { access: 'robots.osUpdate' },
    schema: {
      tags,
      summary: 'Update the robot OS; refused below 20% battery (§5)',
      params: IdParams,
      body: Type.Object({ version: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false }),
      response: { 200: CommandOutcomeAnswer, ...errors },
    },
  }, async (request) => {
    const id = request.params.id;
    await readDetail(await resourceContext(request, {}), robotResource, id);
    if (batteryTooLowForUpdate(fleet.robots.byRobotId(id))) throwBatteryLow();
    const sender = operatorSender(requireSession(request).operatorId);
    const outcome = await fleet.gateway.command(id, { name: 'osUpdate', version: request.body.version }, sender);
    if (outcome.code === 'COMMAND_QUEUE_FULL') throwQueueFull();
    await app.audit(request, { action: 'osUpdate', targetType: 'robots', targetId: id, detail: { ...request.body, result: outcome.result } });
    return outcome;
  });

  api.get('/api/system/gateway-metrics', {
    config: { access: 'robots.gatewayMetrics' },
    schema: {
      tags: ['system'],
      summary: 'Robots online, stream clients, event-loop lag, memory and CPU of this server process',
      querystring: Type.Object({ reset: Type.Optional(Type.Boolean()) }),
    },
  }, async (request) =>
    fleet.metrics.snapshot(fleet.gateway.connectedCount(), fleet.stream.clientCount, request.query.reset === true),
  );
}

/** The 409 of a command refused because too many wait for the robot or from this operator (CommandQueueLimits). */
function throwQueueFull(): never {
  const message = RobotMessages.commandQueueFull.en;
  throw new ApiError('CONFLICT', message, [{ path: 'robot', code: 'commandQueueFull', message }]);
}

/** The 409 of §5's battery rule, naming the field the console shows it on. */
function throwBatteryLow(): never {
  const message = RobotMessages.osUpdateBatteryLow.en;
  throw new ApiError('CONFLICT', message, [{ path: 'battery', code: 'osUpdateBatteryLow', message }]);
}

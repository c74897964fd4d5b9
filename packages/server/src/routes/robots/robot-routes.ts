import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EngineTypeProvider } from '../../resources/engine-type-provider.js';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody, RobotCreate, RobotRecord, RobotUpdate, RobotWithCredential, Id } from '@fleetdeck/model';
import { ApiError } from '../../errors/api-error.js';
import { FilterParseError } from '../../filter/filter-issue.js';
import { parseCountWhere, parseFilter } from '../../filter/parse-filter.js';
import { readCount, readDetail, readList, assertWritable } from '../../resources/resource-reader.js';
import { resourceContext } from '../../resources/resource-context.js';
import { CountAnswer, CountQuery, ListQuery, listAnswer } from '../../resources/resource-schemas.js';
import { createRecord, deleteRecord } from '../../resources/resource-writer.js';
import type { WriteInput } from '../../resources/resource-types.js';
import { organizationOfBuilding } from '../../rules/building-owned.js';
import { issueRobotCredential } from '../../gateway/robot-credential.js';
import { GatewayCloseCode } from '../../gateway/gateway-server.js';
import type { FleetRuntime } from '../../gateway/fleet-runtime.js';
import { robotResource } from './robot-resource.js';
import { registerRobotSettingHistoryRoutes } from './robot-setting-history-routes.js';
import { recordCredentialRotation, updateRobotWithHistory } from './robot-update.js';

const tags = ['robots'];
const IdParams = Type.Object({ id: Id });
const errors = { '4xx': ApiErrorBody };

function parseOr400<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof FilterParseError) throw new ApiError('FILTER_INVALID', error.message, error.issues);
    throw error;
  }
}

/** Robot CRUD at /api/robots (registration answers the robot's credential once) and the setting history. */
export function registerRobotRoutes(app: FastifyInstance, fleet: FleetRuntime): void {
  const context = (request: FastifyRequest) => resourceContext(request, {});
  const api = app.withTypeProvider<EngineTypeProvider>();

  api.get('/api/robots', {
    config: { access: 'robots.list' },
    schema: { tags, summary: 'List robots', querystring: ListQuery, response: { 200: listAnswer(robotResource), ...errors } },
  }, async (request) => {
    const filter = parseOr400(() => parseFilter(request.query.filter, robotResource.filter));
    return readList(await context(request), robotResource, filter);
  });

  api.get('/api/robots/count', {
    config: { access: 'robots.list' },
    schema: { tags, summary: 'Count robots', querystring: CountQuery, response: { 200: CountAnswer, ...errors } },
  }, async (request) => {
    const where = parseOr400(() => parseCountWhere(request.query.where, robotResource.filter));
    return { count: await readCount(await context(request), robotResource, where) };
  });

  api.get('/api/robots/:id', {
    config: { access: 'robots.read' },
    schema: { tags, summary: 'Get a robot', params: IdParams, response: { 200: RobotRecord, ...errors } },
  }, async (request) => readDetail(await context(request), robotResource, request.params.id));

  api.post('/api/robots', {
    config: { access: 'robots.create' },
    schema: {
      tags,
      summary: 'Register a robot; the answer carries its gateway credential, shown this once',
      body: RobotCreate,
      response: { 201: RobotWithCredential, ...errors },
    },
  }, async (request, reply) => {
    const ctx = await context(request);
    const input: WriteInput = { ...request.body };
    input.organizationId = await organizationOfBuilding(ctx, Number(input.buildingId));
    const robot = await createRecord(ctx, robotResource, input);
    const credential = await issueRobotCredential(request.server.db, Number(robot.id));
    await fleet.robots.refresh(Number(robot.id));
    return reply.status(201).send({ robot, credential });
  });

  api.patch('/api/robots/:id', {
    config: { access: 'robots.update' },
    schema: { tags, summary: 'Change a robot', params: IdParams, body: RobotUpdate, response: { 200: RobotRecord, ...errors } },
  }, async (request) => {
    const ctx = await context(request);
    const id = request.params.id;
    const input: WriteInput = { ...request.body };
    if (input.buildingId !== undefined) input.organizationId = await organizationOfBuilding(ctx, Number(input.buildingId));
    const buildingBefore = fleet.robots.byRobotId(id)?.meta.buildingId;
    const robot = await updateRobotWithHistory(ctx, id, input);
    await fleet.robots.refresh(id);
    // The robot's welcome named its old building's floors: it reconnects to learn the new ones.
    if (buildingBefore !== undefined && fleet.robots.byRobotId(id)?.meta.buildingId !== buildingBefore) {
      fleet.gateway.disconnect(id, 'Moved to another building', GatewayCloseCode.moved);
    }
    return robot;
  });

  api.delete('/api/robots/:id', {
    config: { access: 'robots.delete' },
    schema: { tags, summary: 'Delete a robot', params: IdParams, response: { 204: Type.Null(), ...errors } },
  }, async (request, reply) => {
    const id = request.params.id;
    // The robot's photo rows cascade with it: their files are read in the same transaction (so a
    // photo stored meanwhile is not missed) and removed only once the robot is gone everywhere.
    const photos = fleet.photos.removalOf(id);
    await deleteRecord(await context(request), robotResource, id, (trx) => photos.collect(trx));
    fleet.gateway.disconnect(id, 'Robot deleted');
    await fleet.robots.refresh(id);
    await photos.cleanUp();
    return reply.status(204).send();
  });

  api.post('/api/robots/:id/credential', {
    config: { access: 'robots.credential' },
    schema: {
      tags,
      summary: "Replace a robot's gateway credential; the old one stops working at once",
      params: IdParams,
      response: { 200: RobotWithCredential, ...errors },
    },
  }, async (request) => {
    const ctx = await context(request);
    const id = request.params.id;
    const robot = await readDetail(ctx, robotResource, id);
    assertWritable(ctx, robotResource, robot);
    const credential = await issueRobotCredential(request.server.db, id);
    await recordCredentialRotation(ctx, id);
    await fleet.robots.refresh(id);
    fleet.gateway.disconnect(id, 'Credential replaced');
    await request.server.audit(request, { action: 'rotateCredential', targetType: 'robots', targetId: id });
    return { robot, credential };
  });

  registerRobotSettingHistoryRoutes(app);
}

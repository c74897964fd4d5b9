import { FloorLayout, FloorLayoutSave, Id, WaypointFlowUses } from '@fleetdeck/model';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { resourceContext } from '../../resources/resource-context.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { floorInScope } from '../../rules/floor-scope.js';
import { readLayout, saveLayout } from './floor-layout.js';
import { waypointUsers } from './waypoint-flow-uses.js';

const FloorParams = Type.Object({ floorId: Id });
const tags = ['floor maps'];

/** GET and PUT /api/floors/:floorId/layout: the map editor's load and its one-transaction save; the flows its waypoints are used by. */
export async function floorLayoutRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/floors/:floorId/layout', { config: { access: 'floorMaps.read' }, schema: { tags, summary: "A floor's waypoints, routes and areas with its revision", params: FloorParams, response: { 200: FloorLayout, ...errorResponses } } }, async (request) => {
    const ctx = await resourceContext(request, {});
    return readLayout(ctx.db, await floorInScope(ctx, request.params.floorId, 'read'));
  });

  api.get('/api/floors/:floorId/waypoint-flows', { config: { access: 'floorMaps.read' }, schema: { tags, summary: "The floor's waypoints that flows go to, with those flows (such a waypoint cannot be deleted)", params: FloorParams, response: { 200: WaypointFlowUses, ...errorResponses } } }, async (request) => {
    const ctx = await resourceContext(request, {});
    const floor = await floorInScope(ctx, request.params.floorId, 'read');
    const [users, onFloor] = await Promise.all([
      waypointUsers(ctx.db, floor.buildingId),
      ctx.db.selectFrom('waypoints').select(sql.ref('id').as('id')).where(sql.ref('floor_id'), '=', floor.id).execute(),
    ]);
    const uses = onFloor.flatMap((row) => {
      const flows = users.get(Number(row.id));
      return flows ? [{ waypointId: Number(row.id), flows }] : [];
    });
    return { floorId: floor.id, uses };
  });

  api.put('/api/floors/:floorId/layout', { config: { access: 'floorMaps.save' }, schema: { tags, summary: "Save a floor's whole layout; 409 when someone else saved it since `revision`", params: FloorParams, body: FloorLayoutSave, response: { 200: FloorLayout, ...errorResponses } } }, async (request) => {
    const ctx = await resourceContext(request, {});
    const floor = await floorInScope(ctx, request.params.floorId, 'write');
    const body = request.body;
    await saveLayout(ctx.db, floor, body);
    const layout = await readLayout(ctx.db, floor);
    await request.server.audit(request, { action: 'update', targetType: 'floorLayouts', targetId: floor.id, detail: { revision: layout.revision, waypoints: body.waypoints.length, routes: body.routes.length, areas: body.areas.length } });
    return layout;
  });
}

import { ApiErrorBody, FlowMove, FlowRecord, Id } from '@fleetdeck/model';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { EngineTypeProvider } from '../../resources/engine-type-provider.js';
import { sql } from 'kysely';
import { assertWritable, findScoped, notFound, readDetail } from '../../resources/resource-reader.js';
import { resourceContext } from '../../resources/resource-context.js';
import { flowResource } from './flow-resource.js';

/**
 * POST /api/flows/:id/move {direction}: swaps a flow with its neighbour above or below in its
 * building (flow/settings order). At the top or bottom it answers the flow unchanged.
 */
export async function flowMoveRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<EngineTypeProvider>();
  api.post(
    '/api/flows/:id/move',
    {
      config: { access: 'flows.move' },
      schema: {
        tags: ['flows'],
        summary: 'Move a flow up or down within its building',
        params: Type.Object({ id: Id }),
        body: FlowMove,
        response: { 200: FlowRecord, '4xx': ApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { direction } = request.body;
      const ctx = await resourceContext(request, {});
      const flow = await findScoped(ctx, flowResource, id);
      if (!flow) throw notFound(flowResource);
      assertWritable(ctx, flowResource, flow);
      const order = Number(flow.sortOrder);
      const up = direction === 'up';
      const neighbour = await ctx.db
        .selectFrom('flows')
        .select([sql.ref('id').as('id'), sql.ref('sort_order').as('sortOrder')])
        .where(sql.ref('building_id'), '=', Number(flow.buildingId))
        .where((eb) =>
          eb.or([
            eb(sql.ref('sort_order'), up ? '<' : '>', order),
            eb.and([eb(sql.ref('sort_order'), '=', order), eb(sql.ref('id'), up ? '<' : '>', id)]),
          ]),
        )
        .orderBy(sql.ref('sort_order'), up ? 'desc' : 'asc')
        .orderBy(sql.ref('id'), up ? 'desc' : 'asc')
        .executeTakeFirst();
      if (neighbour) {
        const other = Number(neighbour.sortOrder);
        // Equal positions (older data) still swap: the mover takes one step past its neighbour.
        const mine = other === order ? other + (up ? -1 : 1) : other;
        const now = new Date().toISOString();
        await ctx.db.transaction().execute(async (trx) => {
          await trx.updateTable('flows').set({ sort_order: order, updated_at: now }).where(sql.ref('id'), '=', Number(neighbour.id)).execute();
          await trx.updateTable('flows').set({ sort_order: mine, updated_at: now }).where(sql.ref('id'), '=', id).execute();
        });
        await request.server.audit(request, { action: 'update', targetType: 'flows', targetId: id, detail: { move: direction } });
      }
      return readDetail(ctx, flowResource, id);
    },
  );
}

import { ApiErrorBody, CommandListUsage, collectJsonKey, type CommandListUser, Id } from '@fleetdeck/model';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { findScoped, notFound } from '../../resources/resource-reader.js';
import { resourceContext } from '../../resources/resource-context.js';
import type { ResourceContext } from '../../resources/resource-types.js';
import { commandListResource } from './command-list-resource.js';

/** Whether a definition text refers to the command list (`"commandListId": <id>` anywhere in it). */
export function refersToCommandList(definition: string, commandListId: number): boolean {
  try {
    return collectJsonKey(JSON.parse(definition), 'commandListId').some((value) => Number(value) === commandListId);
  } catch {
    return false;
  }
}

async function usersIn(ctx: ResourceContext, table: string, organizationId: number, commandListId: number): Promise<CommandListUser[]> {
  // A reference is by id inside the JSON text, so only rows whose text names the key are parsed.
  const rows = await ctx.db
    .selectFrom(table)
    .select([sql.ref('id').as('id'), sql.ref('name').as('name'), sql.ref('building_id').as('buildingId'), sql.ref('definition').as('definition')])
    .where(sql.ref('organization_id'), '=', organizationId)
    .where(sql.ref('definition'), 'like', '%commandListId%')
    .orderBy(sql.ref('name'))
    .execute();
  return rows
    .filter((row) => refersToCommandList(String(row.definition), commandListId))
    .map((row) => ({ id: Number(row.id), name: String(row.name), buildingId: Number(row.buildingId) }));
}

/** GET /api/command-lists/:id/usage: the flows and work plans whose definitions refer to the list. */
export async function commandUsageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/command-lists/:id/usage',
    {
      config: { access: 'commandLists.usage' },
      schema: {
        tags: ['commandLists'],
        summary: 'Flows and work plans that refer to a command list',
        params: Type.Object({ id: Id }),
        response: { 200: CommandListUsage, '4xx': ApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ctx = await resourceContext(request, {});
      const list = await findScoped(ctx, commandListResource, id);
      if (!list) throw notFound(commandListResource);
      const organizationId = Number(list.organizationId);
      return { flows: await usersIn(ctx, 'flows', organizationId, id), workPlans: await usersIn(ctx, 'work_plans', organizationId, id) };
    },
  );
}

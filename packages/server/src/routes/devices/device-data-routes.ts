import { ApiErrorBody, Device, DeviceDataQuery, DeviceReading, Id } from '@fleetdeck/model';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { findScoped, notFound } from '../../resources/resource-reader.js';
import { resourceContext } from '../../resources/resource-context.js';
import { entityResource } from '../../resources/entity-resource.js';

const DEFAULT_LIMIT = 500;

/** GET /api/devices/:id/data?from&to&limit: a device's readings in a time window, newest first. */
export async function deviceDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/devices/:id/data',
    {
      config: { access: 'devices.data' },
      schema: {
        tags: ['devices'],
        summary: "A device's readings between from and to (ISO 8601), newest first",
        params: Type.Object({ id: Id }),
        querystring: DeviceDataQuery,
        response: { 200: Type.Array(DeviceReading), '4xx': ApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const query = request.query;
      const ctx = await resourceContext(request, {});
      const devices = entityResource(Device);
      if (!(await findScoped(ctx, devices, id))) throw notFound(devices);
      let select = ctx.db
        .selectFrom('device_readings')
        .selectAll()
        .where(sql.ref('device_id'), '=', id);
      if (query.from) select = select.where(sql.ref('at'), '>=', new Date(query.from).toISOString());
      if (query.to) select = select.where(sql.ref('at'), '<=', new Date(query.to).toISOString());
      const rows = await select.orderBy(sql.ref('at'), 'desc').limit(query.limit ?? DEFAULT_LIMIT).execute();
      return rows.map((row) => ({
        id: Number(row.id),
        deviceId: Number(row.device_id),
        at: String(row.at),
        metric: String(row.metric),
        value: Number(row.value),
        unit: String(row.unit),
      }));
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody, Id } from '@fleetdeck/model';
import { readDetail } from '../../resources/resource-reader.js';
import { resourceContext } from '../../resources/resource-context.js';
import { robotResource } from './robot-resource.js';
import { MAX_SKIP } from '../../filter/filter-spec.js';
import './robot-setting-history-table.js';

const IdParams = Type.Object({ id: Id });
const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 200 })),
  // Bounded like every list's skip: `skip=1e20` is an integer to ajv but not to SQLite.
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 })),
});

/** One change of one robot setting as the API answers it. */
export const RobotSettingChange = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  loginId: Type.String(),
  /** The operator's name now, or null when that account no longer exists. */
  operatorName: Type.Union([Type.String(), Type.Null()]),
  field: Type.String(),
  oldValue: Type.Unknown(),
  newValue: Type.Unknown(),
});

function parseValue(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** GET /api/robots/:id/setting-history: who changed which setting when, newest first (admin). */
export function registerRobotSettingHistoryRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/robots/:id/setting-history', {
    config: { access: 'robots.settingHistory' },
    schema: {
      tags: ['robots'],
      summary: "Every change to a robot's settings: who, when, field, old and new value; newest first",
      params: IdParams,
      querystring: HistoryQuery,
      response: { 200: Type.Array(RobotSettingChange), '4xx': ApiErrorBody },
    },
  }, async (request) => {
    const id = request.params.id;
    // Scoping: a robot the caller cannot see answers 404 here as everywhere.
    await readDetail(await resourceContext(request, {}), robotResource, id);
    const { limit = 200, skip = 0 } = request.query;
    const rows = await app.db
      .selectFrom('robot_setting_history as h')
      .leftJoin('operators as o', 'o.id', 'h.operator_id')
      .select(['h.id', 'h.at', 'h.operator_id', 'h.login_id', 'h.field', 'h.old_value', 'h.new_value', 'o.first_name', 'o.last_name'])
      .where('h.robot_id', '=', id)
      .orderBy('h.at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(limit)
      .offset(skip)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      operatorId: row.operator_id,
      loginId: row.login_id,
      operatorName: row.last_name === null || row.first_name === null ? null : `${row.last_name} ${row.first_name}`,
      field: row.field,
      oldValue: parseValue(row.old_value),
      newValue: parseValue(row.new_value),
    }));
  });
}

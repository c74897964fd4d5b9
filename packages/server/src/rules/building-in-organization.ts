import { sql } from 'kysely';
import type { ResourceCheck } from '../resources/resource-types.js';
import { merged } from './record-values.js';

/**
 * For resources whose body names both its organization and its building (check items, chats,
 * knowledge, asilla): the building must exist and belong to that organization. The engine checks
 * the caller may write there.
 */
export const buildingInOrganization: ResourceCheck = {
  name: 'buildingInOrganization',
  on: ['create', 'update'],
  async run(args) {
    if (args.input.buildingId === undefined && args.input.organizationId === undefined) return [];
    const values = merged(args);
    const building = await args.ctx.db
      .selectFrom('buildings')
      .select(sql.ref('organization_id').as('organizationId'))
      .where(sql.ref('id'), '=', Number(values.buildingId))
      .executeTakeFirst();
    if (!building || Number(building.organizationId) !== Number(values.organizationId)) {
      return [{ path: 'buildingId', code: 'invalid', message: "must be a building of the record's organization" }];
    }
    return [];
  },
};

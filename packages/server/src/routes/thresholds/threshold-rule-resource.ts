import { ThresholdRule } from '@fleetdeck/model';
import { sql } from 'kysely';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceCheck, ResourceDefinition } from '../../resources/resource-types.js';

/** A rule that check items alert with cannot be deleted; they would alert with nothing. */
const notUsedByCheckItems: ResourceCheck = {
  name: 'thresholdRuleNotInUse',
  on: ['delete'],
  status: 409,
  async run({ ctx, id }) {
    const used = await ctx.db.selectFrom('check_items').select(sql.ref('id').as('id')).where(sql.ref('threshold_rule_id'), '=', id ?? 0).limit(1).executeTakeFirst();
    return used ? [{ path: 'id', code: 'inUse', message: 'is used by a check item' }] : [];
  },
};

/** Threshold rules with their conditions at /api/threshold-rules; one in use by a check item stays. */
export const thresholdRuleResource: ResourceDefinition = entityResource(ThresholdRule, { checks: [notUsedByCheckItems] });

import { sql } from 'kysely';
import type { ResourceCheck } from '../../resources/resource-types.js';
import { merged } from '../../rules/record-values.js';

/** §5: a threshold rule is required while alerting is on, and must be a rule of the same organization. */
export const thresholdRuleWhenAlerting: ResourceCheck = {
  name: 'thresholdRuleWhenAlerting',
  on: ['create', 'update'],
  async run(args) {
    const values = merged(args);
    const ruleId = values.thresholdRuleId;
    if (ruleId === null || ruleId === undefined) {
      return values.alertEnabled === true ? [{ path: 'thresholdRuleId', code: 'required', message: 'choose a threshold rule while alerting is on' }] : [];
    }
    if (args.input.thresholdRuleId === undefined && args.input.organizationId === undefined) return [];
    const rule = await args.ctx.db.selectFrom('threshold_rules').select(sql.ref('organization_id').as('organizationId')).where(sql.ref('id'), '=', Number(ruleId)).executeTakeFirst();
    return rule && Number(rule.organizationId) === Number(values.organizationId)
      ? []
      : [{ path: 'thresholdRuleId', code: 'invalid', message: "must be a threshold rule of the check item's organization" }];
  },
};

import { ThresholdRule } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Threshold rules, from the model's `ThresholdRule`; new ones open at /threshold/new (spec §2 lists only the list and {id} routes). */
export const thresholdRuleResource = defineEntityResource(ThresholdRule, {
  routes: { list: '/threshold/list', create: '/threshold/new', edit: '/threshold/:id' },
  render: { conditions: (row, t) => t('condition.summary', { count: Array.isArray(row.conditions) ? row.conditions.length : 0 }) },
});

import { ThresholdRuleCreate, ThresholdRuleRecord, ThresholdRuleUpdate } from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** Threshold rules; new ones open at /threshold/new (spec §2 lists only the list and {id} routes). */
export const thresholdRuleResource = defineResource({
  name: 'thresholdRules',
  path: '/threshold-rules',
  schema: { record: ThresholdRuleRecord, create: ThresholdRuleCreate, update: ThresholdRuleUpdate },
  columns: [
    { id: 'name', labelKey: 'field.name', searchable: true, width: 260 },
    { id: 'description', labelKey: 'field.description', searchable: true, width: 280 },
    { id: 'level', labelKey: 'field.level', render: (row, t) => t(`level.${String(row.level)}`) },
    { id: 'status', labelKey: 'field.status', render: (row, t) => t(`status.${String(row.status)}`) },
    { id: 'conditions', labelKey: 'field.conditions', sortable: false, render: (row, t) => t('condition.summary', { count: Array.isArray(row.conditions) ? row.conditions.length : 0 }) },
  ],
  labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
  access: 'thresholdRules',
  routes: { list: '/threshold/list', create: '/threshold/new', edit: '/threshold/:id' },
  defaultSort: { id: 'name', desc: false },
});

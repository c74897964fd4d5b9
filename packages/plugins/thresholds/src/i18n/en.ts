/** English strings of the thresholds plugin (namespace `thresholds`). */
export const en = {
  menu: { threshold: 'Threshold rules', log: 'Threshold log' },
  list: { view: 'View' },
  title: { list: 'Threshold rules', log: 'Threshold log', edit: 'Threshold rule', create: 'New threshold rule' },
  field: {
    name: 'Rule name', description: 'Description', level: 'Notification level', status: 'Status', organizationId: 'Organization',
    conditions: 'Conditions', updatedAt: 'Updated',
  },
  level: { 0: 'Info', 5: 'Warning', 9: 'Emergency' },
  status: { 0: 'Unavailable', 1: 'Available' },
  condition: {
    bound: 'Bound {{number}}', comparator: 'Comparator {{number}}', value: 'Target value {{number}}', remove: 'Remove condition {{number}}', add: 'Add condition',
    none: 'No conditions yet. Add at least one.', summary_one: '{{count, number}} condition', summary_other: '{{count, number}} conditions',
  },
  bound: { min: 'Minimum', max: 'Maximum' },
  comparator: { lt: '< less than', lte: '≤ at most', eq: '= equal to', gte: '≥ at least', gt: '> greater than' },
  hint: { value: 'A number between -1,000,000,000 and 1,000,000,000.' },
  log: { occurredAt: 'Occurred', rule: 'Rule', level: 'Level', value: 'Value', message: 'Message', table: 'Threshold hits' },
};

/** English strings of the schedules plugin (namespace `schedules`). */
export const en = {
  menu: { dashboard: 'Dashboard', calendar: 'Schedule calendar', list: 'Schedule entries', log: 'Schedule log', triggers: 'Trigger rules', triggerLog: 'Trigger log' },
  title: { dashboard: 'Dashboard', list: 'Schedule entries', create: 'New schedule entry', edit: 'Schedule entry', calendar: 'Schedule calendar', log: 'Schedule log',
    triggerList: 'Trigger rules', triggerCreate: 'New trigger rule', triggerEdit: 'Trigger rule', triggerLog: 'Trigger log',
  },
  field: {
    title: 'Title', buildingId: 'Building', robotId: 'Robot', flowId: 'Flow', start: 'Start', end: 'End', repeat: 'Repeat',
    weekdays: 'Days of the week', until: 'Repeat until', exceptions: 'Skipped dates', priority: 'Priority', description: 'Description',
    organizationId: 'Organization', updatedAt: 'Updated',
  },
  hint: {
    localTime: 'In the building\'s local time.',
    until: 'The last day the entry repeats on; empty repeats with no end.',
  },
  repeat: { none: 'No repeat', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  weekday: { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' },
  exceptions: { add: 'Skip a date', remove: 'Remove skipped date {{date}}', date: 'Date to skip', none: 'No dates skipped.' },
  overlap: {
    refused: 'This meets "{{title}}" ({{start}}) on the same robot: it will not be saved unless one of them is priority.',
    priority: 'This meets "{{title}}" ({{start}}) on the same robot: being priority, it stops that flow when it starts.',
    otherPriority: 'This meets the priority entry "{{title}}" ({{start}}) on the same robot, which will stop this entry\'s flow.',
  },
  priority: { yes: 'Priority', no: '—' },
  result: { done: 'Done', fail: 'Failed', cancel: 'Cancelled', running: 'Running', unknown: 'Unknown', planned: 'Planned' },
  calendar: {
    region: 'Schedule calendar', views: 'Calendar view', day: 'Day', week: 'Week', fourDay: '4 days', month: 'Month',
    today: 'Today', previous: 'Previous', next: 'Next', building: 'Building', robot: 'Robot', allBuildings: 'All buildings', allRobots: 'All robots',
    colourBy: 'Colour by', byRobot: 'Robot', byResult: 'Result', loading: 'Loading the schedule…', loadError: 'The schedule could not be loaded.',
    saveError: 'The change was not saved: {{message}}', saved: '"{{title}}" saved.', newEntry: 'New entry', legend: 'Colours',
    readOnly: 'Only a system administrator changes schedule entries.',
  },
  log: {
    table: 'Schedule occurrences', plannedStart: 'Planned start', plannedEnd: 'Planned end', startedAt: 'Started', finishedAt: 'Finished',
    title: 'Entry', robot: 'Robot', flow: 'Flow', result: 'Result', reason: 'Reason', filter: 'Result', all: 'All results', csv: 'Export CSV',
  },
  dashboard: {
    runs: 'Flow runs, the last 24 hours, per building', noRuns: 'No flow run finished in the last 24 hours.',
    fleet: 'Fleet now', online: 'Online', offline: 'Offline', inError: 'In error', charging: 'Charging', runningFlows: 'Running flows',
    running: 'Flows running now', noneRunning: 'No robot is running a flow.', step: 'Step', stepOf: '{{step, number}} of {{steps, number}}', battery: 'Battery',
    upcoming: 'Schedule, the next 24 hours', recent: 'Latest schedule log',
  },
  trigger: {
    name: 'Name', enabled: 'Enabled', eventType: 'When', scheduleId: 'Schedule entry', robotId: 'Robot', robotStatus: 'Robot status',
    thresholdRuleId: 'Threshold rule', targetType: 'Then', targetRobotId: 'Robot to run the flow', flowId: 'Flow to start', level: 'Notification level',
    webhookId: 'Web API (webhook)', description: 'Description', anyHint: 'Empty: any.', on: 'On', off: 'Off',
    events: { 0: 'A schedule entry starts', 1: 'A robot\'s status changes', 2: 'A data threshold is crossed', 10: 'Calendar', 11: 'Slack', 12: 'Teams' },
    targets: { 0: 'Start a flow', 1: 'Send a notification', 2: 'Make a report', 3: 'Call a web API' },
    statuses: { offline: 'Goes offline', error: 'Reports an error', lowBattery: 'Battery runs low' },
    levels: { 0: 'Information', 5: 'Warning', 9: 'Emergency' },
  },
  triggerLog: {
    table: 'Trigger rule firings', occurredAt: 'When', ruleName: 'Rule', eventType: 'Event', targetType: 'Target', summary: 'What happened',
    result: 'Result', failure: 'Why it failed', detail: 'Detail',
    results: { done: 'Done', fail: 'Failed', pending: 'In progress' },
  },
};

/** English strings of the schedules plugin (namespace `schedules`). */
export const en = {
  menu: { calendar: 'Schedule calendar', list: 'Schedule entries', log: 'Schedule log' },
  title: { list: 'Schedule entries', create: 'New schedule entry', edit: 'Schedule entry', calendar: 'Schedule calendar', log: 'Schedule log' },
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
};

import { ReportMessages, ReportResultMeaning } from '@fleetdeck/model';

const meanings = Object.fromEntries(Object.entries(ReportResultMeaning).map(([code, text]) => [code, text.en]));

/** English strings of the reports plugin (namespace `reports`). */
export const en = {
  menu: { reports: 'Reports', history: 'Export history', templates: 'Export templates' },
  title: { list: 'Reports', detail: 'Report', history: 'Export history', templates: 'Export templates', templateCreate: 'New export template' },
  result: { ...meanings, running: 'Running' },
  headerType: { 0: 'Patrol', 1: 'Sentry', 30: 'Cleaning' },
  detailType: {
    0: 'Event', 1: 'Photo', 2: 'Video', 3: 'Thermal', 11: 'Sensor', 12: 'Actuator', 13: 'Locator', 20: 'User input', 30: 'Meter', 50: 'Robot stop', 51: 'Robot error',
  },
  list: { table: 'Reports', name: 'Name', type: 'Type', result: 'Result', robot: 'Robot', startedAt: 'Started', endedAt: 'Ended', none: 'No reports yet. A flow run writes one.', noneFiltered: 'No reports match these filters.' },
  filter: { region: 'Filters', buildingId: 'Building', robotId: 'Robot', type: 'Type', result: 'Result', from: 'From', to: 'To', all: 'All', clear: 'Clear filters' },
  meterHistory: { title: 'Meter history', chart_one: 'Readings of {{item}}: {{count, number}} value from {{first}} to {{last}}', chart_other: 'Readings of {{item}}: {{count, number}} values from {{first}} to {{last}}', none: 'No meter readings yet.' },
  detail: {
    summary: 'Summary', details: 'Details', table: 'Report details', occurredAt: 'Time', type: 'Type', checkItem: 'Check item', reading: 'Reading', result: 'Result',
    waypoint: 'Waypoint', place: 'Place', picture: 'Picture', photoAlt: '{{type}} of {{item}} at {{time}}', noItem: '—', loadError: 'The report could not be loaded.',
  },
  export: {
    region: 'Export', csvUtf8: 'CSV (UTF-8)', csvSjis: 'CSV (Shift_JIS)', excel: 'Excel', media: 'Media (ZIP)', template: 'Excel template', noTemplate: 'No template',
    running: 'Exporting…', done: 'Export ready: {{rows, number}} rows', failed: 'The export failed: {{reason}}', noData: ReportMessages.noData.en,
    noPermission: ReportMessages.noPermission.en, busy: 'The same export is already running.', download: 'Download',
  },
  history: {
    table: 'Exports', operator: 'By', createdAt: 'Requested', kind: 'Format', encoding: 'Encoding', status: 'Status', rows: 'Rows', size: 'Size', failure: 'Failure',
    download: 'Download', kindName: { csv: 'CSV', excel: 'Excel', media: 'Media' }, statusName: { running: 'Running', done: 'Done', failed: 'Failed' },
  },
  templates: {
    table: 'Export templates', name: 'Name', createdAt: 'Added', add: 'New template', none: 'No templates yet.', file: 'Excel file (.xlsx) with a rawdata sheet',
    save: 'Upload', saved: 'Template added', cancel: 'Cancel', failed: 'The template could not be added.', rawdata: ReportMessages.templateWithoutRawdata.en,
  },
};

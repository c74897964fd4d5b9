/** English strings of the archive plugin (namespace `archive`). */
export const en = {
  menu: { archive: 'Archive' },
  title: { list: 'Archive', robotDay: 'Recordings of a day', cloud: 'Recordings of a building', player: 'Recording' },
  list: {
    intro: 'Robots with recordings and the days they recorded. Times are in UTC.',
    robot: 'Robot', building: 'Building', days: 'Recorded days', none: 'No recordings yet.',
    dayLink: '{{day}} ({{count}} min)',
    usage: 'Plan: {{plan}} · {{used}} of {{capacity}} used · kept {{days}} days',
    plans: { free: 'Free', paid: 'Paid' },
    noContract: 'Your contract does not include the archive of recordings.',
    loadFailed: 'The recordings could not be loaded. Please contact your system administrator.',
  },
  day: {
    heading: '{{name}} ({{serialNo}}), {{day}} UTC',
    timeline: 'Recorded spans of the day, 0:00 to 24:00 UTC',
    span: 'Recording from {{time}} to {{until}} UTC, {{duration}}',
    empty: 'Nothing was recorded on this day.',
    previousDay: 'Previous day', nextDay: 'Next day', back: 'All recordings', building: 'All robots of the building',
    minutes_one: '{{count}} recorded minute', minutes_other: '{{count}} recorded minutes',
    marksFailed: 'The day\'s events could not be loaded.',
    marksTruncated: 'More happened on this day than the timeline shows.',
    marks: {
      keys_one: '{{count}} mark: Enter plays from it.',
      keys_other: 'Arrow keys, Home, End, Page Up and Page Down move between the {{count}} marks; Enter plays from the one named.',
      event: {
        lane: 'Robot events of the day',
        legend_one: '{{count}} robot event', legend_other: '{{count}} robot events',
        mark_one: '{{count}} robot event at {{time}} UTC: {{label}}', mark_other: '{{count}} robot events from {{time}} UTC, first {{label}}',
      },
      reportDetail: {
        lane: 'Report details of the day',
        legend_one: '{{count}} report detail', legend_other: '{{count}} report details',
        mark_one: '{{count}} report detail at {{time}} UTC: {{label}}', mark_other: '{{count}} report details from {{time}} UTC, first {{label}}',
      },
      thresholdBreach: {
        lane: 'Threshold breaches of the day',
        legend_one: '{{count}} threshold breach', legend_other: '{{count}} threshold breaches',
        mark_one: '{{count}} threshold breach at {{time}} UTC: {{label}}', mark_other: '{{count}} threshold breaches from {{time}} UTC, first {{label}}',
      },
    },
  },
  cloud: {
    heading: 'Every robot of the building, {{day}} UTC',
    empty: 'No robot of this building recorded on this day.',
    robot: '{{name}} ({{serialNo}})',
  },
  player: {
    heading: '{{name}} ({{serialNo}}), {{day}} {{time}} UTC',
    video: 'Recording of {{time}} UTC',
    previous: 'Previous minute', next: 'Next minute', speed: 'Speed', download: 'Download',
    copyLink: 'Copy the link to this moment', copied: 'Link copied', day: 'Back to the day',
    missing: 'Nothing was recorded in this minute.', loadFailed: 'The recording could not be loaded.',
    previousFrame: 'Previous frame', nextFrame: 'Next frame', frameStepHint: 'Pause to step frame by frame.',
  },
};

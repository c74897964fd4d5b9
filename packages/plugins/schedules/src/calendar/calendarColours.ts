import type { ScheduleResult } from '@fleetdeck/model';

// Colours with white text at a contrast of at least 4.5:1, so titles stay readable on them.
const robotPalette = ['#0f6cbd', '#8a3707', '#107c10', '#5c2e91', '#b10e1c', '#005b70', '#6b5d00', '#a4262c'] as const;

/** A robot's colour, the same on every page load. */
export function robotColour(robotId: number): string {
  return robotPalette[robotId % robotPalette.length] ?? robotPalette[0];
}

/** Colours of the §4 results; `planned` for an occurrence that has not run yet. */
export const resultColours: Record<ScheduleResult | 'planned', string> = {
  done: '#107c10',
  fail: '#b10e1c',
  cancel: '#616161',
  running: '#0f6cbd',
  unknown: '#8a3707',
  planned: '#5c2e91',
};

import type { StatusTone } from '@fleetdeck/model';

/** A marker's fill for each condition tone: the same reading as a card's band, dark enough to see on a light map. */
export const MARKER_COLOURS: Record<StatusTone, string> = {
  danger: '#c50f1f',
  warning: '#bc4b09',
  success: '#107c10',
  brand: '#0f6cbd',
  informative: '#616161',
  subtle: '#a19f9d',
};

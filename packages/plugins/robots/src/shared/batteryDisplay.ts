import type { BatteryState } from '@fleetdeck/model';
import { isBatteryLow } from './robotAvailability.js';

/** Badge colours the battery uses (Fluent Badge `color`). */
export type BatteryTone = 'success' | 'brand' | 'informative' | 'warning' | 'danger' | 'subtle';

/**
 * How a battery reading is shown: a colour and the §4 state's label key, so the state is
 * always written out and never told by colour alone.
 */
export function batteryDisplay(battery: { percent: number; state: BatteryState } | undefined): { tone: BatteryTone; labelKey: string } {
  if (!battery) return { tone: 'subtle', labelKey: 'battery.unknown' };
  const labelKey = `battery.${battery.state}`;
  if (battery.state === 'lowVoltage' || battery.state === 'bmError') return { tone: 'danger', labelKey };
  if (isBatteryLow(battery)) return { tone: 'warning', labelKey };
  if (battery.state === 'charging') return { tone: 'brand', labelKey };
  if (battery.state === 'fullyCharged' || battery.percent >= 50) return { tone: 'success', labelKey };
  return { tone: 'informative', labelKey };
}

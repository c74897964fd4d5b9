import { batteryTone, type BatteryReading, type StatusTone } from '@fleetdeck/model';

/** Badge colours the battery uses (Fluent Badge `color`). */
export type BatteryTone = StatusTone;

/**
 * How a battery reading is shown: the model's colour (warning from 40% down, danger when low)
 * and the §4 state's label key, so the state is always written out and never told by colour alone.
 */
export function batteryDisplay(battery: BatteryReading | undefined): { tone: BatteryTone; labelKey: string } {
  return { tone: batteryTone(battery), labelKey: battery ? `battery.${battery.state}` : 'battery.unknown' };
}

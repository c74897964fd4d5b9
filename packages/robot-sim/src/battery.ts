import type { BatteryState } from '@fleetdeck/model';

/** Battery drain and charge rates, in percent per second. */
export const BatteryRates = { idle: 0.01, perMetrePerSecond: 0.04, charge: 0.5, cleaning: 0.05 } as const;
/** Below this a robot raises LOW_BATTERY and reports the "below 20%" state. */
export const LOW_BATTERY_PERCENT = 20;
/** A robot without other work heads to its dock below this. */
export const RETURN_TO_DOCK_PERCENT = 25;

/** Battery charge after `dtSeconds` of driving at `speed` m/s (brushes and vacuum add to it while cleaning), or of charging on the dock. */
export function nextBatteryPercent(percent: number, dtSeconds: number, speed: number, charging: boolean, cleaning = false): number {
  const drain = BatteryRates.idle + BatteryRates.perMetrePerSecond * Math.abs(speed) + (cleaning ? BatteryRates.cleaning : 0);
  const delta = charging ? BatteryRates.charge * dtSeconds : -drain * dtSeconds;
  return Math.min(100, Math.max(0, percent + delta));
}

/** The §4 battery state for a charge level. */
export function batteryStateFor(percent: number, charging: boolean): BatteryState {
  if (charging) return percent >= 99.5 ? 'fullyCharged' : 'charging';
  if (percent <= 3) return 'lowVoltage';
  if (percent < LOW_BATTERY_PERCENT) return 'below20';
  return 'active';
}

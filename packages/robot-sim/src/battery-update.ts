import { LOW_BATTERY_PERCENT, nextBatteryPercent } from './battery.js';
import type { RobotContext } from './robot-context.js';
import { clear, raise } from './robot-errors.js';

/** Drains or charges the battery for `dt` seconds; crossing 20% raises or clears LOW_BATTERY. */
export function updateBattery(ctx: RobotContext, now: number, dt: number): void {
  const s = ctx.state;
  const before = s.battery;
  s.battery = nextBatteryPercent(s.battery, dt, s.velocity.linear, s.charging, s.cleaning === 'cleaning');
  if (before >= LOW_BATTERY_PERCENT && s.battery < LOW_BATTERY_PERCENT) raise(ctx, 'LOW_BATTERY', now);
  if (before < LOW_BATTERY_PERCENT && s.battery >= LOW_BATTERY_PERCENT) clear(ctx, 'LOW_BATTERY', now);
}

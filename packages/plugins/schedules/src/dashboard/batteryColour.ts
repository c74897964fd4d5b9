/** Battery percent at or under which a bar is drawn as low, and as getting low. */
export const BATTERY_LOW = 20;
export const BATTERY_MIDDLE = 50;

/** Which band a battery percent is in, for the bar's colour. */
export function batteryBand(percent: number): 'low' | 'middle' | 'high' {
  if (percent <= BATTERY_LOW) return 'low';
  if (percent <= BATTERY_MIDDLE) return 'middle';
  return 'high';
}

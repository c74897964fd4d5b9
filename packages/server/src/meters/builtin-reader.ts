import { readGaugePhoto } from '@fleetdeck/robot-sim';
import type { MeterReader } from './meter-reader.js';

/**
 * The built-in reader: finds the analogue gauge's hub and needle inside the item's saved crop and
 * turns the needle's angle into 0-100 of the dial. It knows the simulator's dial, so the demo fleet
 * produces real readings without an account at any meter reading service.
 */
export const builtinReader: MeterReader = {
  name: 'builtin',
  async read(photo, item) {
    return readGaugePhoto(photo.jpeg, item.crop)?.value ?? null;
  },
};

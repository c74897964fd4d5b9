import { describe, expect, it } from 'vitest';
import { ThermalColorMap } from './business-constants.js';
import { thermalColor } from './thermal-color-map.js';

const brightness = ([r, g, b]: readonly number[]) => r! + g! + b!;

describe('thermalColor', () => {
  it('runs mono from black to white through grey', () => {
    expect(thermalColor('mono', 0)).toEqual([0, 0, 0]);
    expect(thermalColor('mono', 0.5)).toEqual([128, 128, 128]);
    expect(thermalColor('mono', 1)).toEqual([255, 255, 255]);
  });

  it('makes hot brighter than cold in normal (ironbow) and redder than cold in ir', () => {
    expect(brightness(thermalColor('normal', 0.9))).toBeGreaterThan(brightness(thermalColor('normal', 0.1)));
    const [coldRed, , coldBlue] = thermalColor('ir', 0);
    const [hotRed, , hotBlue] = thermalColor('ir', 1);
    expect(coldBlue).toBeGreaterThan(coldRed);
    expect(hotRed).toBeGreaterThan(hotBlue);
  });

  it('clamps levels outside 0 to 1 and answers whole channel values for every map', () => {
    for (const map of ThermalColorMap) {
      expect(thermalColor(map, -3)).toEqual(thermalColor(map, 0));
      expect(thermalColor(map, 7)).toEqual(thermalColor(map, 1));
      expect(thermalColor(map, Number.NaN)).toEqual(thermalColor(map, 0));
      for (const channel of thermalColor(map, 0.37)) expect(Number.isInteger(channel) && channel >= 0 && channel <= 255).toBe(true);
    }
  });
});

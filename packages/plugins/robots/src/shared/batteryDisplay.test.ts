import { describe, expect, it } from 'vitest';
import { batteryDisplay } from './batteryDisplay.js';

describe('batteryDisplay', () => {
  it('names every §4 state and colours it by severity, warning before the battery is low', () => {
    expect(batteryDisplay({ percent: 10, state: 'lowVoltage' })).toEqual({ tone: 'danger', labelKey: 'battery.lowVoltage' });
    expect(batteryDisplay({ percent: 70, state: 'bmError' })).toEqual({ tone: 'danger', labelKey: 'battery.bmError' });
    expect(batteryDisplay({ percent: 15, state: 'below20' })).toEqual({ tone: 'danger', labelKey: 'battery.below20' });
    expect(batteryDisplay({ percent: 15, state: 'active' })).toEqual({ tone: 'danger', labelKey: 'battery.active' });
    expect(batteryDisplay({ percent: 35, state: 'active' })).toEqual({ tone: 'warning', labelKey: 'battery.active' });
    expect(batteryDisplay({ percent: 40, state: 'charging' })).toEqual({ tone: 'success', labelKey: 'battery.charging' });
    expect(batteryDisplay({ percent: 100, state: 'fullyCharged' })).toEqual({ tone: 'success', labelKey: 'battery.fullyCharged' });
    expect(batteryDisplay(undefined)).toEqual({ tone: 'subtle', labelKey: 'battery.unknown' });
  });
});

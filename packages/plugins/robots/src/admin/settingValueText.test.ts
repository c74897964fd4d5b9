import { describe, expect, it } from 'vitest';
import { settingValueText } from './settingValueText.js';

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
const names = (id: number) => (id === 1 ? 'Aozora Tower' : undefined);

describe('settingValueText', () => {
  it('writes values out for people', () => {
    expect(settingValueText('name', 'Lobby', t, names)).toBe('Lobby');
    expect(settingValueText('notes', '', t, names)).toBe('history.empty_value');
    expect(settingValueText('groupId', null, t, names)).toBe('history.empty_value');
    expect(settingValueText('longTermRecordingAutoStart', true, t, names)).toBe('history.yes');
    expect(settingValueText('status', 9, t, names)).toBe('status.9');
    expect(settingValueText('videoMode', 'interval', t, names)).toBe('videoMode.interval');
    expect(settingValueText('buildingId', 1, t, names)).toBe('Aozora Tower');
    expect(settingValueText('buildingId', 5, t, names)).toBe('robot.unknownBuilding{"id":5}');
    expect(settingValueText('initialFloorId', 12, t, names)).toBe('12');
  });
});

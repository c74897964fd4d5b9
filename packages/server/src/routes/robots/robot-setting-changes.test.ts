import { describe, expect, it } from 'vitest';
import { settingChanges } from './robot-setting-changes.js';

const existing = { id: 3, name: 'Lobby', status: 1, groupId: null, notes: '', longTermRecordingAutoStart: false, organizationId: 1 };

describe('settingChanges', () => {
  it('lists only the fields whose value differs, with before and after', () => {
    expect(settingChanges(existing, { name: 'Lobby', status: 9, groupId: 4, longTermRecordingAutoStart: true })).toEqual([
      { field: 'groupId', oldValue: null, newValue: 4 },
      { field: 'status', oldValue: 1, newValue: 9 },
      { field: 'longTermRecordingAutoStart', oldValue: false, newValue: true },
    ]);
  });

  it('ignores fields that are not robot settings (the organization follows the building)', () => {
    expect(settingChanges(existing, { organizationId: 2 })).toEqual([]);
  });

  it('records clearing a value', () => {
    expect(settingChanges({ ...existing, groupId: 4 }, { groupId: null })).toEqual([{ field: 'groupId', oldValue: 4, newValue: null }]);
  });
});

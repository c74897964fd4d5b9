import { describe, expect, it } from 'vitest';
import { toRobotBody, toRobotForm } from './robotForm.js';

describe('robot form', () => {
  it('sends an edit with cleared texts and group, never the serial number', () => {
    expect(toRobotBody({ name: 'A', serialNo: 'S1', buildingId: 1, initialFloorId: 2, model: 'mini' }, 'edit')).toEqual({
      name: 'A', buildingId: 1, initialFloorId: 2, model: 'mini', version: '', hardwareRevision: '', notes: '', groupId: null,
    });
  });

  it('sends a registration as filled in', () => {
    expect(toRobotBody({ name: 'A', serialNo: 'S1', groupId: 3 }, 'create')).toEqual({ name: 'A', serialNo: 'S1', groupId: 3 });
  });

  it('turns a record into form values with empty selects for missing ids', () => {
    expect(toRobotForm({ name: 'A', serialNo: 'S1', model: 'Ex', buildingId: 4, groupId: null, initialFloorId: 7, status: 2, longTermRecordingAutoStart: true })).toMatchObject({
      name: 'A', buildingId: 4, groupId: '', initialFloorId: 7, status: 2, longTermRecordingAutoStart: true, videoMode: 'normal', notes: '',
    });
  });
});

import { QueryClient } from '@tanstack/react-query';
import type { RobotLiveState } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { apiQueryKey } from './apiQueryKey.js';
import { writeLiveRobots } from './liveRobotRecords.js';

function live(robotId: number, name: string, registeredStatus = 1): RobotLiveState {
  return { robotId, serialNo: `SN${robotId}`, name, model: 'X', buildingId: 3, registeredStatus, connection: 'online', lastCommunicationAt: 1, telemetry: null } as RobotLiveState;
}

describe('live robots written into the cache', () => {
  it('renames a robot in its record, in plain lists and in list pages, and leaves others alone', () => {
    const client = new QueryClient();
    const record = { id: 1, name: 'Old', status: 1, buildingId: 3, serialNo: 'SN1' };
    const other = { id: 2, name: 'Two', status: 1, buildingId: 3 };
    client.setQueryData(apiQueryKey('/robots/1'), record);
    client.setQueryData(apiQueryKey('/robots', { filter: {} }), [record, other]);
    client.setQueryData(apiQueryKey('/robots', { filter: { skip: 0 }, count: null }), { rows: [record, other], total: 2 });
    const building = { id: 1, name: 'Old' };
    client.setQueryData(apiQueryKey('/buildings/1'), building);
    const photos = [{ id: 1, name: 'Old' }];
    client.setQueryData(apiQueryKey('/robots/1/photos'), photos);

    writeLiveRobots(client, [live(1, 'New', 2)]);

    expect(client.getQueryData(apiQueryKey('/robots/1'))).toEqual({ ...record, name: 'New', status: 2 });
    const list = client.getQueryData<unknown[]>(apiQueryKey('/robots', { filter: {} }));
    expect(list).toEqual([{ ...record, name: 'New', status: 2 }, other]);
    expect(list?.[1]).toBe(other);
    expect(client.getQueryData(apiQueryKey('/robots', { filter: { skip: 0 }, count: null }))).toEqual({ rows: [{ ...record, name: 'New', status: 2 }, other], total: 2 });
    expect(client.getQueryData(apiQueryKey('/buildings/1'))).toBe(building);
    expect(client.getQueryData(apiQueryKey('/robots/1/photos'))).toBe(photos);
  });

  it('keeps a cached answer the same object when the stream changes nothing it holds', () => {
    const client = new QueryClient();
    const rows = [{ id: 1, name: 'Same', status: 1, buildingId: 3 }];
    client.setQueryData(apiQueryKey('/robots'), rows);
    writeLiveRobots(client, [live(1, 'Same')]);
    expect(client.getQueryData(apiQueryKey('/robots'))).toBe(rows);
  });

  it('adds no field a read did not ask for', () => {
    const client = new QueryClient();
    client.setQueryData(apiQueryKey('/robots'), [{ id: 1, name: 'Old' }]);
    writeLiveRobots(client, [live(1, 'New', 2)]);
    expect(client.getQueryData(apiQueryKey('/robots'))).toEqual([{ id: 1, name: 'New' }]);
  });
});

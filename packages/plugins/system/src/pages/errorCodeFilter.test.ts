import { errorCatalogue } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { filterErrorCodes } from './errorCodeFilter.js';

const all = errorCatalogue();

describe('error code search', () => {
  it('finds a code by its number and by words of either language', () => {
    expect(filterErrorCodes(all, 'f0003', '').map((e) => e.code)).toEqual(['F0003']);
    expect(filterErrorCodes(all, 'charging station', '').map((e) => e.code)).toEqual(['D0001']);
    expect(filterErrorCodes(all, '音声再生', '').map((e) => e.code)).toEqual(['F0001']);
  });

  it('narrows to one category and lists it whole without text', () => {
    const rosbag = filterErrorCodes(all, '', 'rosbag');
    expect(rosbag).toHaveLength(12);
    expect(rosbag.every((e) => e.category === 'rosbag')).toBe(true);
    expect(filterErrorCodes(all, 'r80', 'rosbag').map((e) => e.code)).toEqual(['r801', 'r802']);
    expect(filterErrorCodes(all, 'F0001', 'rosbag')).toEqual([]);
  });
});

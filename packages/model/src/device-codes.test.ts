import { describe, expect, it } from 'vitest';
import { ElevatorCode, RosbagCode, SecurityDoorCode, deviceCodeMeaning, type DeviceCodeKind } from './device-codes.js';

const families: [DeviceCodeKind, readonly (string | number)[]][] = [
  ['elevator', ElevatorCode],
  ['securityDoor', SecurityDoorCode],
  ['rosbag', RosbagCode],
];

describe('device code meanings', () => {
  it.each(families)('give every %s code of §4 its own meaning in both languages, not its number', (kind, codes) => {
    const meanings = codes.map((code) => deviceCodeMeaning(kind, code));
    for (const [i, meaning] of meanings.entries()) {
      expect(meaning.en).not.toContain(String(codes[i]));
      expect(meaning.ja).not.toContain(String(codes[i]));
    }
    expect(new Set(meanings.map((m) => m.en)).size).toBe(codes.length);
    expect(new Set(meanings.map((m) => m.ja)).size).toBe(codes.length);
  });

  it('name a code outside §4 by its family and number', () => {
    expect(deviceCodeMeaning('rosbag', 'r999')).toEqual({ en: 'Rosbag record code r999', ja: 'rosbag記録コード r999' });
    expect(deviceCodeMeaning('elevator', 5).en).toBe('Elevator integration code 5');
  });
});

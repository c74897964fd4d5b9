import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './system-error-catalogue.js';

describe('errorCatalogue', () => {
  const entries = errorCatalogue();

  it('holds every family of codes the spec names, each code once per family', () => {
    const count = (category: string) => entries.filter((e) => e.category === category).length;
    expect(count('flow')).toBe(7);
    expect(count('docking')).toBe(1);
    expect(count('elevatorCloud')).toBe(22);
    expect(count('elevator')).toBe(15);
    expect(count('securityDoor')).toBe(11);
    expect(count('rosbag')).toBe(12);
    const keys = entries.map((e) => `${e.category}:${e.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('describes every code in both languages', () => {
    for (const entry of entries) {
      expect(entry.description.en.trim()).not.toBe('');
      expect(entry.description.ja.trim()).not.toBe('');
    }
    expect(entries.find((e) => e.code === 'D0001')?.description.en).toBe('Could not return to the charging station');
    // A recording code reads as what happened, not as its number.
    expect(entries.find((e) => e.code === 'r001')?.description).toEqual({ en: 'Long-time recording started', ja: '長時間録画を開始しました' });
    expect(entries.find((e) => e.code === 'r002')?.description.en).toBe('Long-time recording ended');
  });
});

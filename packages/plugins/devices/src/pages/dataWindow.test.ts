import { describe, expect, it } from 'vitest';
import { toLocalInput } from '@fleetdeck/sdk';
import { windowQuery } from './dataWindow.js';

describe('device data window', () => {
  it('round-trips a local date through the input value', () => {
    const date = new Date(2026, 10, 22, 7, 5);
    expect(toLocalInput(date)).toBe('2026-11-22T07:05');
    expect(windowQuery({ from: toLocalInput(date), to: '' })).toEqual({ from: date.toISOString() });
  });

  it('leaves out empty and unreadable bounds', () => {
    expect(windowQuery({ from: '', to: 'not a date' })).toEqual({});
  });
});

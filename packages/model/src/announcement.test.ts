import { describe, expect, it } from 'vitest';
import { announcementPeriodInvalid } from './announcement.js';

describe('announcementPeriodInvalid', () => {
  const from = '2026-11-22T10:00:00.000Z';

  it('accepts an open end and an end after the start', () => {
    expect(announcementPeriodInvalid(from, null)).toBe(false);
    expect(announcementPeriodInvalid(from, undefined)).toBe(false);
    expect(announcementPeriodInvalid(from, '2026-11-22T10:00:01.000Z')).toBe(false);
  });

  it('refuses an end at or before the start', () => {
    expect(announcementPeriodInvalid(from, from)).toBe(true);
    expect(announcementPeriodInvalid(from, '2026-11-21T10:00:00.000Z')).toBe(true);
  });
});

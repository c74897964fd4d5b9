import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencesBetween, type RecurringEntry } from './occurrences.js';
import { instantOf, localAt, parseLocal } from './zoned-time.js';

const weekly = (over: Partial<RecurringEntry> = {}): RecurringEntry => ({
  start: '2026-03-02T09:00', end: '2026-03-02T10:00', repeat: 'weekly', weekdays: ['monday'], until: null, exceptions: [], ...over,
});
const iso = (ms: number) => new Date(ms).toISOString();

describe('occurrencesBetween', () => {
  it('keeps a 09:00 entry at 09:00 local across the spring DST change (New York, 8 March 2026)', () => {
    const found = occurrencesBetween(weekly(), 'America/New_York', Date.parse('2026-03-01T00:00Z'), Date.parse('2026-03-17T00:00Z'));
    expect(found.map((o) => iso(o.start))).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z', '2026-03-16T13:00:00.000Z']);
    expect(found.map((o) => o.localStart)).toEqual(['2026-03-02T09:00', '2026-03-09T09:00', '2026-03-16T09:00']);
    expect(found.every((o) => o.end - o.start === 3_600_000)).toBe(true);
  });

  it('keeps the local time across the autumn change in Berlin, and Tokyo has no change', () => {
    const berlin = occurrencesBetween(weekly({ start: '2026-10-19T09:00', end: '2026-10-19T09:30' }), 'Europe/Berlin', Date.parse('2026-10-19T00:00Z'), Date.parse('2026-10-27T00:00Z'));
    expect(berlin.map((o) => iso(o.start))).toEqual(['2026-10-19T07:00:00.000Z', '2026-10-26T08:00:00.000Z']);
    const tokyo = occurrencesBetween(weekly(), 'Asia/Tokyo', Date.parse('2026-03-01T00:00Z'), Date.parse('2026-03-10T00:00Z'));
    expect(tokyo.map((o) => iso(o.start))).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z']);
  });

  it('runs a time the clocks skip at the jump, and a time they pass twice once', () => {
    const skipped = occurrencesBetween({ ...weekly({ start: '2026-03-08T02:30', end: '2026-03-08T03:30', repeat: 'none', weekdays: ['sunday'] }) }, 'America/New_York', 0, Date.parse('2027-01-01T00:00Z'));
    expect(localAt(skipped[0]?.start ?? 0, 'America/New_York')).toBe('2026-03-08T03:30');
    const twice = occurrencesBetween(weekly({ start: '2026-10-25T02:30', end: '2026-10-25T02:45', repeat: 'daily', weekdays: ['sunday'] }), 'Europe/Berlin', Date.parse('2026-10-24T00:00Z'), Date.parse('2026-10-26T00:00Z'));
    expect(twice.map((o) => iso(o.start))).toEqual(['2026-10-25T00:30:00.000Z']);
  });

  it('repeats daily on the chosen weekdays, monthly on the day of month, and stops at the end date', () => {
    const daily = occurrencesBetween(weekly({ repeat: 'daily', weekdays: ['monday', 'wednesday'], until: '2026-03-11' }), 'UTC', 0, Date.parse('2027-01-01T00:00Z'));
    expect(daily.map((o) => o.localStart)).toEqual(['2026-03-02T09:00', '2026-03-04T09:00', '2026-03-09T09:00', '2026-03-11T09:00']);
    const monthly = occurrencesBetween(weekly({ start: '2026-01-15T08:00', end: '2026-01-15T08:10', repeat: 'monthly', until: '2026-04-30' }), 'Asia/Tokyo', 0, Date.parse('2027-01-01T00:00Z'));
    expect(monthly.map((o) => o.localStart)).toEqual(['2026-01-15T08:00', '2026-02-15T08:00', '2026-03-15T08:00', '2026-04-15T08:00']);
  });

  it('skips the occurrences named as exceptions, and answers one occurrence for no repeat', () => {
    const found = occurrencesBetween(weekly({ exceptions: ['2026-03-09'] }), 'Asia/Tokyo', Date.parse('2026-03-01T00:00Z'), Date.parse('2026-03-20T00:00Z'));
    expect(found.map((o) => o.localStart)).toEqual(['2026-03-02T09:00', '2026-03-16T09:00']);
    expect(occurrencesBetween(weekly({ repeat: 'none' }), 'Asia/Tokyo', 0, Date.parse('2030-01-01T00:00Z'))).toHaveLength(1);
  });

  it('answers an occurrence still running at the range start, and the next one after an instant', () => {
    const from = Date.parse('2026-03-02T00:30Z');
    expect(occurrencesBetween(weekly(), 'Asia/Tokyo', from, from + 1000).map((o) => o.localStart)).toEqual(['2026-03-02T09:00']);
    expect(nextOccurrence(weekly(), 'Asia/Tokyo', from, 30 * 86_400_000)?.localStart).toBe('2026-03-09T09:00');
  });
});

describe('instantOf', () => {
  it('turns a wall clock into the instant of the zone', () => {
    expect(iso(instantOf(parseLocal('2026-07-01T12:00'), 'Asia/Tokyo'))).toBe('2026-07-01T03:00:00.000Z');
    expect(iso(instantOf(parseLocal('2026-07-01T12:00'), 'Europe/Berlin'))).toBe('2026-07-01T10:00:00.000Z');
  });
});

import type { ArchiveSegment } from '@fleetdeck/model';

/** Two digits, as the archive's hour and minute path segments are written. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** The player's path of a segment's minute (UTC, as the archive addresses minutes). */
export function minutePath(serialNo: string, day: string, hour: number, minute: number): string {
  return `/archive/${encodeURIComponent(serialNo)}/${day}/${twoDigits(hour)}/${twoDigits(minute)}`;
}

/** The day page of a robot. */
export function dayPath(serialNo: string, day: string): string {
  return `/archive/robot/${encodeURIComponent(serialNo)}/${day}`;
}

/** Every robot of a building on one day. */
export function buildingDayPath(buildingId: number | string, day: string): string {
  return `/archive/cloud/${encodeURIComponent(String(buildingId))}/${day}`;
}

/** The day before or after `day` (`YYYY-MM-DD`, UTC). */
export function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** The segment recorded in a minute (the first, when a recording restarted within it). */
export function segmentAt(segments: readonly ArchiveSegment[], hour: number, minute: number): ArchiveSegment | undefined {
  return segments.find((s) => s.hour === hour && s.minute === minute);
}

/** Where a span starts and how wide it is on a 24-hour line, as percentages of the day. */
export function spanOnDay(segment: Pick<ArchiveSegment, 'startsAt' | 'durationMs'>, day: string): { left: number; width: number } {
  const dayStart = Date.parse(`${day}T00:00:00.000Z`);
  const start = Date.parse(segment.startsAt) - dayStart;
  const dayMs = 86_400_000;
  return { left: (start / dayMs) * 100, width: Math.max((segment.durationMs / dayMs) * 100, 0.07) };
}

const minuteOfDay = (s: Pick<ArchiveSegment, 'hour' | 'minute'>) => s.hour * 60 + s.minute;

/** The first segment of the next recorded minute after `current`'s (segments in time order). */
export function minuteAfter(segments: readonly ArchiveSegment[], current: ArchiveSegment): ArchiveSegment | undefined {
  return segments.find((s) => minuteOfDay(s) > minuteOfDay(current));
}

/** The first segment of the recorded minute before `current`'s. */
export function minuteBefore(segments: readonly ArchiveSegment[], current: ArchiveSegment): ArchiveSegment | undefined {
  const earlier = segments.filter((s) => minuteOfDay(s) < minuteOfDay(current));
  const last = earlier.at(-1);
  return last ? segmentAt(segments, last.hour, last.minute) : undefined;
}

/** The player's address of a moment: its minute, and `?t=` seconds into it when not at its start. */
export function momentPath(serialNo: string, day: string, at: number): string {
  const date = new Date(at);
  const path = minutePath(serialNo, day, date.getUTCHours(), date.getUTCMinutes());
  // To the millisecond: a segment may start mid-second, and the moment must fall inside it.
  const millis = date.getUTCSeconds() * 1000 + date.getUTCMilliseconds();
  return millis > 0 ? `${path}?t=${millis / 1000}` : path;
}

/**
 * The segment to play for a moment of a minute (`second` into it) and how far into that segment:
 * the minute's segment holding the moment, else the minute's first (from its start). Segments of
 * other minutes are never chosen: one that ends on the minute may overrun it by a few
 * milliseconds, and the minute asked for is the one to play.
 */
export function segmentAtMoment(segments: readonly ArchiveSegment[], day: string, hour: number, minute: number, second: number): { segment: ArchiveSegment; offsetSeconds: number } | undefined {
  const at = Date.parse(`${day}T00:00:00.000Z`) + (hour * 60 + minute) * 60_000 + Math.round(second * 1000);
  // The latest start wins: a segment's end may overlap the next one's start by a few milliseconds.
  const holding = segments.findLast((s) => s.hour === hour && s.minute === minute && Date.parse(s.startsAt) <= at && at < Date.parse(s.startsAt) + s.durationMs);
  if (holding) return { segment: holding, offsetSeconds: (at - Date.parse(holding.startsAt)) / 1000 };
  const first = segmentAt(segments, hour, minute);
  return first ? { segment: first, offsetSeconds: 0 } : undefined;
}

/** The segment recorded right after `current` (segments in time order), the one that continues it. */
export function segmentAfter(segments: readonly ArchiveSegment[], current: ArchiveSegment): ArchiveSegment | undefined {
  return segments.find((s) => s.startsAt > current.startsAt);
}

/** The recorded segment holding an instant, else the first that starts after it (a mark between recordings plays the next). */
export function segmentFrom(segments: readonly ArchiveSegment[], at: number): { segment: ArchiveSegment; at: number } | undefined {
  for (const segment of segments) {
    const start = Date.parse(segment.startsAt);
    if (at < start) return { segment, at: start };
    if (at < start + segment.durationMs) return { segment, at };
  }
  return undefined;
}

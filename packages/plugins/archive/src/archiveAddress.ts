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

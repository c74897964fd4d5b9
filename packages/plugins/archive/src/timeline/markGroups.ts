import type { ArchiveDayMark, ArchiveMarkKind } from '@fleetdeck/model';

/** The marks of one kind within one minute of the day: one place on the timeline. */
export interface MarkGroup {
  kind: ArchiveMarkKind;
  /** The first mark's instant, ms since epoch: where a click plays from. */
  at: number;
  /** Minutes since the day's start (UTC). */
  minuteOfDay: number;
  count: number;
  first: ArchiveDayMark;
}

/**
 * Marks gathered by kind and minute (marks in time order): a day of thousands of events draws
 * at most one mark per kind and minute, each still telling how many it holds.
 */
export function groupMarks(marks: readonly ArchiveDayMark[], day: string): MarkGroup[] {
  const dayStart = Date.parse(`${day}T00:00:00.000Z`);
  const groups = new Map<string, MarkGroup>();
  for (const mark of marks) {
    const at = Date.parse(mark.at);
    const minuteOfDay = Math.floor((at - dayStart) / 60_000);
    const key = `${mark.kind}:${minuteOfDay}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { kind: mark.kind, at, minuteOfDay, count: 1, first: mark });
  }
  return [...groups.values()];
}

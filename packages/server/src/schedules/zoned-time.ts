// Wall-clock times of a time zone and the instants they name, with the platform's Intl only: the
// zone rules are the runtime's IANA data, so DST dates follow the installed tzdata.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether the runtime knows an IANA time zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `timeZone` at an instant, as if it were UTC (ms). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** Offset of `timeZone` from UTC at an instant, ms (Tokyo: +9 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockAt(whole, timeZone) - whole;
}

/**
 * Instants already worked out, by zone and wall clock: thousands of entries due in the same minute
 * share a handful of wall clocks, and each costs several Intl calls on the scheduler's way to their
 * start. Emptied when it grows past INSTANTS_KEPT (a pure function of the runtime's zone data).
 */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 50_000;

/**
 * The instant a wall-clock time (given as if it were UTC, ms) names in `timeZone`. A time the clocks
 * skip (02:30 when they jump from 02:00 to 03:00) runs as late as the jump (03:30); a time they pass
 * twice (01:30 when they fall back) names the first pass, so an entry runs once.
 */
export function instantOf(wallClock: number, timeZone: string): number {
  const key = `${timeZone}|${wallClock}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instant = computeInstant(wallClock, timeZone);
    instants.set(key, instant);
  }
  return instant;
}

function computeInstant(wallClock: number, timeZone: string): number {
  const day = 24 * 60 * 60 * 1000;
  const before = offsetAt(wallClock - day, timeZone);
  const after = offsetAt(wallClock + day, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wallClock - offset)
    .filter((instant) => wallClockAt(instant, timeZone) === wallClock);
  if (candidates.length > 0) return Math.min(...candidates);
  return wallClock - before;
}

/** `2026-03-08T09:30` (or `…T09:30:15`) as if it were UTC, ms. */
export function parseLocal(text: string): number {
  const [date = '', time = '00:00'] = text.split('T');
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, min = 0, sec = 0] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, h, min, sec);
}

/** A wall clock given as if it were UTC, as `YYYY-MM-DDTHH:mm` (with `:ss` when the seconds are not zero). */
export function formatLocal(wallClock: number): string {
  const text = new Date(wallClock).toISOString();
  return text.slice(17, 19) === '00' ? text.slice(0, 16) : text.slice(0, 19);
}

/** The building's wall clock at an instant, as `YYYY-MM-DDTHH:mm`. */
export function localAt(instant: number, timeZone: string): string {
  return formatLocal(wallClockAt(instant, timeZone));
}

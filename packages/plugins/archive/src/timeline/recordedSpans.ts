import type { ArchiveSegment } from '@fleetdeck/model';

/** A run of recordings that follow one another: one place on the timeline. */
export interface RecordedSpan {
  /** Its first segment: where playing it from its start begins. */
  first: ArchiveSegment;
  /** ms since epoch. */
  startsAt: number;
  endsAt: number;
  /** The segments it holds, in time order. */
  segments: ArchiveSegment[];
}

/**
 * How far apart two recordings may lie and still be drawn as one span: a recorder that starts the
 * next segment as it closes one leaves well under this, and the player plays on across it.
 */
export const SPAN_JOIN_GAP_MS = 5_000;

/**
 * The day's recordings (in time order) joined into spans of recordings that follow one another,
 * so a day recorded minute after minute is one span instead of 1,440.
 */
export function recordedSpans(segments: readonly ArchiveSegment[]): RecordedSpan[] {
  const spans: RecordedSpan[] = [];
  for (const segment of segments) {
    const startsAt = Date.parse(segment.startsAt);
    const endsAt = startsAt + segment.durationMs;
    const last = spans.at(-1);
    if (last && startsAt <= last.endsAt + SPAN_JOIN_GAP_MS) {
      last.endsAt = Math.max(last.endsAt, endsAt);
      last.segments.push(segment);
    } else {
      spans.push({ first: segment, startsAt, endsAt, segments: [segment] });
    }
  }
  return spans;
}

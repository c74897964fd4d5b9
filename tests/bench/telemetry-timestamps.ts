// Reads fan-out figures from the stream's robots messages as they arrive, without parsing them:
// a bench's browsers share one process, and decoding every message to a string and matching a
// regular expression kept that process at 80% of a core with 10,000 robots and 100 browsers
// (beside a server at 45%), so its own queueing went into the figure. Bytes are searched instead.
import type { RawData } from 'ws';

const ROBOTS_PREFIX = Buffer.from('{"type":"robots"');
// A state's telemetry opens with the robot's timestamp (liveStateJson on the server keeps that order).
const TELEMETRY_TS = Buffer.from('"telemetry":{"ts":');
const DIGIT_0 = 0x30;

/** A text message's bytes when it is a robots message, else null. */
export function robotsMessageBytes(data: RawData): Buffer | null {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
  return bytes.compare(ROBOTS_PREFIX, 0, ROBOTS_PREFIX.length, 0, ROBOTS_PREFIX.length) === 0 ? bytes : null;
}

/** The telemetry timestamps (the robots' clocks when they sent them) of a robots message's states. */
export function* telemetryTimestamps(bytes: Buffer): Generator<number> {
  for (let at = bytes.indexOf(TELEMETRY_TS); at !== -1; at = bytes.indexOf(TELEMETRY_TS, at)) {
    at += TELEMETRY_TS.length;
    let ts = 0;
    for (let digit = bytes[at]! - DIGIT_0; digit >= 0 && digit <= 9; digit = bytes[at]! - DIGIT_0) {
      ts = ts * 10 + digit;
      at += 1;
    }
    yield ts;
  }
}

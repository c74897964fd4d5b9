/** Reads a big-endian 32-bit unsigned integer. */
const u32 = (view: DataView, at: number) => view.getUint32(at);

/** The first box named `type` at or after `from`, found by its name (boxes of moov nest; only the first track is read). */
function findBox(bytes: Uint8Array, type: string, from = 0): number {
  const [a, b, c, d] = [...type].map((ch) => ch.charCodeAt(0));
  for (let i = from + 4; i + 4 <= bytes.length; i += 1) {
    if (bytes[i] === a && bytes[i + 1] === b && bytes[i + 2] === c && bytes[i + 3] === d) return i - 4;
  }
  return -1;
}

/**
 * How long one frame of an MP4 lasts, seconds, from the head of the file (the recorders write
 * the index first, `+faststart`): the first track's time scale (mdhd) and first sample duration
 * (stts). Undefined when the head holds no index, as in a WebM or a file indexed at its end.
 */
export function mp4FrameSeconds(head: Uint8Array): number | undefined {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const mdhd = findBox(head, 'mdhd');
  if (mdhd < 0 || mdhd + 40 > head.length) return undefined;
  const version = head[mdhd + 8];
  const timescale = u32(view, mdhd + (version === 1 ? 28 : 20));
  const stts = findBox(head, 'stts', mdhd);
  if (stts < 0 || stts + 24 > head.length || u32(view, stts + 12) < 1) return undefined;
  const delta = u32(view, stts + 20);
  return timescale > 0 && delta > 0 ? delta / timescale : undefined;
}

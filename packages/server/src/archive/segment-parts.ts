import { Readable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage.js';

// A segment arrives in chunks; each is stored under its own key as it comes (the storage
// interface writes whole objects, as object stores do), and the parts are joined into one file
// when the last byte is in. A chunk cut off mid-way stores nothing, so the offset never lies.

/** The storage key of part `index` of a segment's upload. */
export function partKey(segmentId: number, index: number): string {
  return `archive-${segmentId}-part-${index}`;
}

/** Joins a segment's parts, in order, into one stored file under `key`, then removes the parts. */
export async function joinParts(storage: FileStorage, segmentId: number, parts: number, key: string): Promise<number> {
  async function* bytes() {
    for (let index = 0; index < parts; index += 1) {
      for await (const chunk of storage.stream(partKey(segmentId, index))) yield chunk as Buffer;
    }
  }
  const { size } = await storage.put(key, Readable.from(bytes()));
  await removeParts(storage, segmentId, parts);
  return size;
}

/** Removes the stored parts of an upload. */
export async function removeParts(storage: FileStorage, segmentId: number, parts: number): Promise<void> {
  for (let index = 0; index < parts; index += 1) await storage.delete(partKey(segmentId, index));
}

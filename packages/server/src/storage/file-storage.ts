import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends inclusive (as HTTP ranges and object stores count). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where stored files' bytes live, by key. The local data folder implements it today
 * (local-file-storage.ts); an object store (S3, GCS) can implement the same five calls, so the
 * `files` table, uploads, photos and downloads do not change with the backend.
 */
export interface FileStorage {
  /** Writes bytes under a new key and answers how many were written; refuses a key already taken, keeps nothing on failure. */
  put(key: string, body: Uint8Array | Readable): Promise<{ size: number }>;
  /** All bytes of a stored file. */
  get(key: string): Promise<Buffer>;
  /** A stored file's bytes as a stream, or only `range` of them. */
  stream(key: string, range?: ByteRange): Readable;
  /** Removes a stored file; a key with nothing stored is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order. */
  list(): AsyncIterable<string>;
}

/** A fresh random storage key; never derived from anything a client sent. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

/** The first `length` bytes of a stored file (fewer when it is shorter). */
export async function readHead(storage: FileStorage, key: string, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.stream(key, { start: 0, end: length - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, length);
}

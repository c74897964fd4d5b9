import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { MediaFileType } from '@fleetdeck/model';
import type { Database } from '../../db/database.js';
import type { StoredFile } from './file-access.js';

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** The folder stored files live in: `<data>/files/`, each under a random key. */
export function filesFolder(dataDir: string): string {
  return join(dataDir, 'files');
}

/** Where one stored file's bytes are. */
export function storedFilePath(dataDir: string, storageKey: string): string {
  return join(filesFolder(dataDir), storageKey);
}

/** A fresh random storage key and its path, with the folder made; the bytes are the caller's to write. */
export async function newStorageKey(dataDir: string): Promise<{ key: string; path: string }> {
  await mkdir(filesFolder(dataDir), { recursive: true });
  const key = randomBytes(16).toString('hex');
  return { key, path: storedFilePath(dataDir, key) };
}

/** How a stored file is listed in `files`. */
export interface StoredFileInfo {
  organizationId: number;
  uploadedBy: number | null;
  name: string;
  contentType: string;
  fileType: MediaFileType;
}

/** A file the server itself stores (not an upload): its bytes and how it is listed. */
export interface NewStoredFile extends StoredFileInfo {
  bytes: Uint8Array;
}

/** Rows written in the same transaction as a file's `files` row (a photo's robot_photos row). */
export type WrittenAlongside = (trx: Transaction<Database>, file: StoredFile) => Promise<void>;

/**
 * Lists bytes already written under `storageKey` in `files`, in one transaction with whatever
 * `alongside` writes; when any of it fails nothing is kept, the bytes are removed too.
 */
export async function recordStoredFile(
  db: Kysely<Database>,
  dataDir: string,
  info: StoredFileInfo & { size: number; storageKey: string },
  alongside?: WrittenAlongside,
): Promise<StoredFile> {
  try {
    return await db.transaction().execute(async (trx) => {
      const file = (await (trx as unknown as Loose)
        .insertInto('files')
        .values({
          organization_id: info.organizationId,
          uploaded_by: info.uploadedBy,
          name: info.name,
          content_type: info.contentType,
          file_type: info.fileType,
          size: info.size,
          storage_key: info.storageKey,
        })
        .returningAll()
        .executeTakeFirstOrThrow()) as unknown as StoredFile;
      await alongside?.(trx, file);
      return file;
    });
  } catch (error) {
    await rm(storedFilePath(dataDir, info.storageKey), { force: true });
    throw error;
  }
}

/**
 * Writes bytes under `<data>/files/` with a random key and records them in `files` (with what
 * `alongside` writes, in the same transaction), so they are served like uploads; the bytes are
 * removed again when they cannot all be written.
 */
export async function storeFile(db: Kysely<Database>, dataDir: string, file: NewStoredFile, alongside?: WrittenAlongside): Promise<StoredFile> {
  const { bytes, ...info } = file;
  const { key, path } = await newStorageKey(dataDir);
  try {
    await writeFile(path, bytes, { flag: 'wx' });
  } catch (error) {
    // A key already taken is another file's: leave it.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
    throw error;
  }
  return recordStoredFile(db, dataDir, { ...info, size: bytes.length, storageKey: key }, alongside);
}

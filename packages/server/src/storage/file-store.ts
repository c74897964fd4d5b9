import type { Kysely, Transaction } from 'kysely';
import type { MediaFileType } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import type { StoredFile } from './file-access.js';
import { newStorageKey, type FileStorage } from './file-storage.js';

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** How a stored file is listed in `files`. */
export interface StoredFileInfo {
  organizationId: number;
  uploadedBy: number | null;
  name: string;
  contentType: string;
  /** An upload's kind; a file the server writes itself (an export, a template) is a 'document'. */
  fileType: MediaFileType | 'document';
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
  storage: FileStorage,
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
    await storage.delete(info.storageKey);
    throw error;
  }
}

/**
 * Writes bytes to the file storage under a random key and records them in `files` (with what
 * `alongside` writes, in the same transaction), so they are served like uploads; the bytes are
 * removed again when they cannot all be written.
 */
export async function storeFile(db: Kysely<Database>, storage: FileStorage, file: NewStoredFile, alongside?: WrittenAlongside): Promise<StoredFile> {
  const { bytes, ...info } = file;
  const key = newStorageKey();
  const { size } = await storage.put(key, bytes);
  return recordStoredFile(db, storage, { ...info, size, storageKey: key }, alongside);
}

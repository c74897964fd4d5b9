import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
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

/** A file the server itself stores (not an upload): its bytes and how it is listed. */
export interface NewStoredFile {
  organizationId: number;
  uploadedBy: number | null;
  name: string;
  contentType: string;
  fileType: MediaFileType;
  bytes: Uint8Array;
}

/**
 * Writes bytes under `<data>/files/` with a random key and records them in `files`, so they are
 * served like uploads; the bytes are removed again when the row cannot be written.
 */
export async function storeFile(db: Kysely<Database>, dataDir: string, file: NewStoredFile): Promise<StoredFile> {
  await mkdir(filesFolder(dataDir), { recursive: true });
  const key = randomBytes(16).toString('hex');
  const path = storedFilePath(dataDir, key);
  await writeFile(path, file.bytes, { flag: 'wx' });
  try {
    return (await (db as unknown as Loose)
      .insertInto('files')
      .values({
        organization_id: file.organizationId,
        uploaded_by: file.uploadedBy,
        name: file.name,
        content_type: file.contentType,
        file_type: file.fileType,
        size: file.bytes.length,
        storage_key: key,
      })
      .returningAll()
      .executeTakeFirstOrThrow()) as unknown as StoredFile;
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { foreignKeysReferencing } from '../db/store-sql.js';
import type { StoredFile } from './file-access.js';
import type { FileStorage } from './file-storage.js';

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Deletes those of the given `files` rows that no other row references and answers them, so their
 * bytes can be removed once the transaction commits. The references are read from the schema's
 * foreign keys: a file a media resource or a knowledge answer also uses is kept (deleting it would
 * fail, or silently empty the answer's attachment).
 */
export async function deleteUnreferencedFiles(db: Kysely<Database>, ids: readonly number[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const references = await foreignKeysReferencing(db, 'files');
  let query = (db as unknown as Loose).deleteFrom('files').where(sql.ref('id'), 'in', [...new Set(ids)]);
  for (const { tableName, column } of references) {
    query = query.where(sql<boolean>`NOT EXISTS (SELECT 1 FROM ${sql.table(tableName)} WHERE ${sql.ref(`${tableName}.${column}`)} = ${sql.ref('files.id')})`);
  }
  return (await query.returningAll().execute()) as unknown as StoredFile[];
}

/** Removes the bytes of files whose rows are gone, all it can; rejects afterwards when some could not be removed. */
export async function removeStoredBytes(storage: FileStorage, files: readonly StoredFile[]): Promise<void> {
  const results = await Promise.allSettled(files.map((f) => storage.delete(f.storage_key)));
  const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failed.length > 0) throw new AggregateError(failed, `${failed.length} stored file(s) could not be removed`);
}

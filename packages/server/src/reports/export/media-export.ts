import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LooseDb } from '../../resources/resource-types.js';
import type { FileStorage } from '../../storage/file-storage.js';
import '../report-tables.js';

/**
 * The reports' photos and thermal frames as a ZIP, streamed: each file is read from the file
 * storage as the archive reaches it (`report-<id>/<detail id>-<camera>.jpg`). Answers the stream
 * and a promise of the number of files once every entry is queued.
 */
export function mediaZip(db: Kysely<Database>, storage: FileStorage, reportIds: readonly number[]): { stream: Readable; queued: Promise<number> } {
  const archive = archiver('zip', { zlib: { level: 1 } });
  const queued = (async () => {
    const rows = await (db as unknown as Kysely<LooseDb>)
      .selectFrom('report_details as d')
      .innerJoin('files as f', 'f.id', 'd.file_id')
      .select(['d.id as id', 'd.report_id as reportId', 'd.camera as camera', 'f.storage_key as key'])
      .where('d.report_id', 'in', [...reportIds])
      .orderBy('d.id')
      .execute();
    for (const row of rows) archive.append(storage.stream(String(row.key)), { name: `report-${String(row.reportId)}/${String(row.id)}-${String(row.camera ?? 'photo')}.jpg` });
    await archive.finalize();
    return rows.length;
  })();
  queued.catch((error: unknown) => archive.destroy(error as Error));
  return { stream: archive, queued };
}

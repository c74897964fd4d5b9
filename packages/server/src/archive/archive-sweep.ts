import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { FileStorage } from '../storage/file-storage.js';
import { planLimits, usedBytes } from './plan-limits.js';
import { removeParts } from './segment-parts.js';
import type { ArchiveSegmentStatus } from './archive-tables.js';

/** An upload nobody finished for this long is given up, its parts removed. */
const ABANDONED_UPLOAD_MS = 24 * 3600_000;

async function removeSegment(db: Kysely<Database>, storage: FileStorage, segment: { id: number; storage_key: string | null; parts: number; status: ArchiveSegmentStatus }): Promise<boolean> {
  // Conditional on the state it was read in: a concurrent sweep (another process) removes it once.
  const removed = await db.deleteFrom('archive_segments').where('id', '=', segment.id).where('status', '=', segment.status).executeTakeFirst();
  if (removed.numDeletedRows !== 1n) return false;
  if (segment.storage_key) await storage.delete(segment.storage_key);
  await removeParts(storage, segment.id, segment.parts);
  return true;
}

/**
 * Keeps an organization's archive within its plan: minutes older than the retention go, then,
 * while the organization is over its capacity, its oldest complete minutes. A minute still being
 * uploaded is never removed for capacity (it goes only when abandoned for a day).
 */
export async function sweepOrganization(db: Kysely<Database>, storage: FileStorage, organizationId: number, now = new Date()): Promise<number> {
  const limits = await planLimits(db, organizationId);
  let removed = 0;
  const cutoff = new Date(now.getTime() - limits.retentionDays * 86_400_000).toISOString();
  const expired = await db.selectFrom('archive_segments').select(['id', 'storage_key', 'parts', 'status'])
    .where('organization_id', '=', organizationId).where('status', '=', 'complete').where('starts_at', '<', cutoff).execute();
  const abandoned = await db.selectFrom('archive_segments').select(['id', 'storage_key', 'parts', 'status'])
    .where('organization_id', '=', organizationId).where('status', '=', 'uploading')
    .where('updated_at', '<', new Date(now.getTime() - ABANDONED_UPLOAD_MS).toISOString()).execute();
  for (const segment of [...expired, ...abandoned]) if (await removeSegment(db, storage, segment)) removed += 1;

  let used = await usedBytes(db, organizationId);
  while (used > limits.capacityBytes) {
    const oldest = await db.selectFrom('archive_segments').select(['id', 'storage_key', 'parts', 'status', 'size'])
      .where('organization_id', '=', organizationId).where('status', '=', 'complete').orderBy('starts_at').limit(20).execute();
    if (oldest.length === 0) break;
    for (const segment of oldest) {
      if (used <= limits.capacityBytes) break;
      if (await removeSegment(db, storage, segment)) {
        removed += 1;
        used -= segment.size;
      }
    }
  }
  return removed;
}

/** Sweeps every organization that has recordings. */
export async function sweepArchive(db: Kysely<Database>, storage: FileStorage, now = new Date()): Promise<number> {
  const organizations = await db.selectFrom('archive_segments').select('organization_id').distinct().execute();
  let removed = 0;
  for (const { organization_id: id } of organizations) removed += await sweepOrganization(db, storage, id, now);
  return removed;
}

import type { ArchiveSegment } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import type { ArchiveSegmentsTable } from './archive-tables.js';

/** A stored minute as the archive screens read it. */
export function segmentRecord(row: Selectable<ArchiveSegmentsTable>): ArchiveSegment {
  return {
    id: row.id, startsAt: row.starts_at, durationMs: row.duration_ms, hour: row.hour, minute: row.minute, size: row.size,
    mimeType: row.mime_type as ArchiveSegment['mimeType'], quality: row.quality as ArchiveSegment['quality'], width: row.width, height: row.height,
  };
}

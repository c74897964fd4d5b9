import type { ArchiveQuality, WelcomeMessage } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { hasArchiveContract } from './archive-gate.js';
import './archive-tables.js';

/**
 * How a robot records long-term, for its welcome: its auto-start setting (only when its
 * organization's contract includes the archive, which uploads need) and its upload quality.
 */
export async function recordingSettings(db: Kysely<Database>, robotId: number, organizationId: number): Promise<NonNullable<WelcomeMessage['recording']>> {
  const row = await db.selectFrom('robots').select(['long_term_recording_auto_start', 'upload_quality']).where('id', '=', robotId).executeTakeFirst();
  const quality: ArchiveQuality = row?.upload_quality === '720p' ? '720p' : '360p';
  const autoStart = row?.long_term_recording_auto_start === 1 && (await hasArchiveContract(db, organizationId));
  return { autoStart, quality };
}

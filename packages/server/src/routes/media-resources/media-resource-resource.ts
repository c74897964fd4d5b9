import { MediaResource } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { setFilesPublic } from './file-routes.js';
import { fileSummaryChild } from './file-summary-child.js';
import { systemScopeForSystemAdmins, uploadedFileMatches } from './media-resource-checks.js';

/** Media resources: the detail carries its file; a system scope is a system admin's; the file must be an upload of the chosen type. */
export const mediaResourceResource: ResourceDefinition = entityResource(MediaResource, {
  children: [fileSummaryChild],
  checks: [systemScopeForSystemAdmins, uploadedFileMatches],
  afterCommit(ctx, action, id) {
    if (action === 'delete') return;
    // A system-scope resource publishes its file to every signed-in user; anything else keeps it private.
    const db = ctx.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    void db
      .selectFrom('media_resources')
      .select([sql.ref('file_id').as('fileId'), sql.ref('scope').as('scope')])
      .where(sql.ref('id'), '=', id)
      .executeTakeFirst()
      .then((row) => (row ? setFilesPublic(db, [Number(row.fileId)], row.scope === 'system') : undefined))
      .catch((error: unknown) => ctx.request.log.error({ err: error }, 'could not publish the media file'));
  },
});

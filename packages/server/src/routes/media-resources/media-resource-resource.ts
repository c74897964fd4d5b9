import { MediaResourceCreate, MediaResourceRecord, MediaResourceUpdate } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { setFilesPublic } from './file-routes.js';
import { fileSummaryChild } from './file-summary-child.js';
import { systemScopeForSystemAdmins, uploadedFileMatches } from './media-resource-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = { name: 'name', fileType: 'file_type', fileId: 'file_id', scope: 'scope', organizationId: 'organization_id' };

/** Media resources (videos and images robots show or play) at /api/media-resources; admins only (§2). */
export const mediaResourceResource: ResourceDefinition = defineResource({
  name: 'mediaResources',
  path: '/api/media-resources',
  table: 'media_resources',
  schemas: { record: MediaResourceRecord, create: MediaResourceCreate, update: MediaResourceUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      fileType: { kind: 'string', column: 'file_type' },
      fileId: { kind: 'integer', column: 'file_id' },
      scope: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  scope: { organizationColumn: 'organization_id' },
  access: 'mediaResources',
  children: [fileSummaryChild],
  checks: [systemScopeForSystemAdmins, uploadedFileMatches],
  toRecord: (row) => ({
    id: Number(row.id),
    name: row.name,
    fileType: row.file_type,
    fileId: Number(row.file_id),
    scope: row.scope,
    organizationId: Number(row.organization_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
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

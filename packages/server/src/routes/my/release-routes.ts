import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AnnouncementRecord, ApiErrorBody, SystemVersionRecord, SystemVersionStatus } from '@fleetdeck/model';
import { announcementResource } from '../system/announcement-resource.js';
import { systemVersionResource } from '../system/version-resource.js';
import '../system/system-tables.js';

/**
 * What the my pages read of the system tables: the versions a user may see (my/versions: every
 * status but private, newest first) and the announcements published now (my/announcements).
 */
export async function releaseRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/my/versions', { config: { access: 'account.versions' }, schema: { tags: ['my'], response: { 200: Type.Array(SystemVersionRecord), 401: ApiErrorBody } } }, async () => {
    const rows = await app.db
      .selectFrom('system_versions')
      .selectAll()
      .where('status', '!=', SystemVersionStatus.private)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => systemVersionResource.toRecord(r));
  });

  app.get(
    '/api/my/announcements',
    { config: { access: 'account.announcements' }, schema: { tags: ['my'], response: { 200: Type.Array(AnnouncementRecord), 401: ApiErrorBody, 403: ApiErrorBody } } },
    async () => {
      const now = new Date().toISOString();
      const rows = await app.db
        .selectFrom('announcements')
        .selectAll()
        .where('publish_from', '<=', now)
        .where((eb) => eb.or([eb('publish_to', 'is', null), eb('publish_to', '>', now)]))
        .orderBy('level', 'desc')
        .orderBy('publish_from', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => announcementResource.toRecord(r));
    },
  );
}

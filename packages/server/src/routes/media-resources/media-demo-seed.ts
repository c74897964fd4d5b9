import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { solidPng } from './solid-png.js';
import { storeFile } from '../../storage/file-store.js';

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const demo: Array<{ org: string; name: string; colour: [number, number, number] }> = [
  { org: 'Aozora Facilities', name: 'Lobby welcome banner', colour: [24, 144, 161] },
  { org: 'Aozora Facilities', name: 'Evacuation map', colour: [200, 60, 40] },
  { org: 'Hinode Logistics', name: 'Dock safety poster', colour: [240, 180, 20] },
];

/**
 * Demo media resources with their image files in the file storage. Runs when the server gets
 * ready (the SQL-only demo seed has no data folder), and only while no file was ever uploaded and
 * the demo organizations exist, so it never runs twice or on a real installation.
 */
export async function seedMediaDemo(app: FastifyInstance): Promise<void> {
  const db = app.db as unknown as Loose;
  if (await db.selectFrom('files').select(sql.ref('id').as('id')).limit(1).executeTakeFirst()) return;
  const orgs = new Map<string, number>();
  for (const name of new Set(demo.map((item) => item.org))) {
    const row = await db.selectFrom('organizations').select(sql.ref('id').as('id')).where(sql.ref('name'), '=', name).executeTakeFirst();
    if (!row) return;
    orgs.set(name, Number(row.id));
  }
  for (const item of demo) {
    const organizationId = orgs.get(item.org) ?? 0;
    const file = await storeFile(app.db, app.fileStorage, {
      organizationId,
      uploadedBy: null,
      name: `${item.name.toLowerCase().replace(/\s+/g, '-')}.png`,
      contentType: 'image/png',
      fileType: 'image',
      bytes: solidPng(160, 90, item.colour),
    });
    await db.insertInto('media_resources').values({ organization_id: organizationId, name: item.name, file_type: 'image', file_id: file.id, scope: 'organization' }).execute();
  }
}

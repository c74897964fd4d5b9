import { AnnouncementCreate, AnnouncementRecord, AnnouncementUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition, Row } from '../../resources/resource-types.js';
import { copyColumns } from '../../resources/copy-columns.js';
import { announcementPeriodCheck } from './system-checks.js';

const columns = {
  titleJa: 'title_ja', titleEn: 'title_en', bodyJa: 'body_ja', bodyEn: 'body_en', level: 'level', publishFrom: 'publish_from', publishTo: 'publish_to',
};

/** An announcement as the API answers it (also used by the my-pages list of published ones). */
export function announcementRecord(row: Row): Record<string, unknown> {
  return {
    id: Number(row.id),
    titleJa: row.title_ja,
    titleEn: row.title_en,
    bodyJa: row.body_ja,
    bodyEn: row.body_en,
    level: Number(row.level),
    publishFrom: row.publish_from,
    publishTo: row.publish_to ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Announcements (ja/en, §9 level, publish period); installation-wide, system admins only. */
export const announcementResource: ResourceDefinition = defineResource({
  name: 'announcements',
  path: '/api/system/announcements',
  table: 'announcements',
  schemas: { record: AnnouncementRecord, create: AnnouncementCreate, update: AnnouncementUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      titleJa: { kind: 'string', column: 'title_ja' },
      titleEn: { kind: 'string', column: 'title_en' },
      bodyJa: { kind: 'string', column: 'body_ja', sortable: false },
      bodyEn: { kind: 'string', column: 'body_en', sortable: false },
      level: { kind: 'integer' },
      publishFrom: { kind: 'datetime', column: 'publish_from' },
      publishTo: { kind: 'datetime', column: 'publish_to', nullable: true },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  access: 'announcements',
  checks: [announcementPeriodCheck],
  toRecord: announcementRecord,
  toRow: (input) => copyColumns(input, columns),
});

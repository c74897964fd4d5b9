import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, RequiredText } from './common.js';
import { NotificationLevel } from './business-constants.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { RequiredMultilineText } from './text-rules.js';

const level = Type.Union(Object.values(NotificationLevel).map((v) => Type.Literal(v)));

/**
 * Announcements shown to users between their publish times, in both languages, at a §9 level;
 * installation-wide, system admins only. `publishTo` must be after `publishFrom`
 * (`announcementPeriodInvalid`).
 */
export const Announcement = defineEntity({
  name: 'announcements',
  area: 'announcements',
  path: '/system/announcements',
  fields: {
    titleJa: field(RequiredText(120), { input: 'required', labelKey: 'announcement.titleJa', listColumn: 'shown', searchable: true, width: 240 }),
    titleEn: field(RequiredText(120), { input: 'required', labelKey: 'announcement.titleEn', listColumn: 'shown', searchable: true, width: 240 }),
    bodyJa: field(RequiredMultilineText(4000), { input: 'required', labelKey: 'announcement.bodyJa', sortable: false, widget: 'multiline' }),
    bodyEn: field(RequiredMultilineText(4000), { input: 'required', labelKey: 'announcement.bodyEn', sortable: false, widget: 'multiline' }),
    level: field(level, { input: 'required', labelKey: 'announcement.level', choiceKey: 'levels', listColumn: 'shown', initial: NotificationLevel.info }),
    publishFrom: field(DateTime, { input: 'required', labelKey: 'announcement.publishFrom', listColumn: 'shown' }),
    publishTo: field(Nullable(DateTime), { labelKey: 'announcement.publishTo', hintKey: 'announcement.publishToHint', listColumn: 'shown' }),
  },
  titleField: 'titleEn',
  defaultSort: { id: 'publishFrom', desc: true },
});

/** An announcement as the API answers it. */
export const AnnouncementRecord = Announcement.record;
export type AnnouncementRecord = Static<typeof AnnouncementRecord>;
/** Body to create an announcement. */
export const AnnouncementCreate = Announcement.create;
export type AnnouncementCreate = Static<typeof AnnouncementCreate>;
/** Body to change an announcement. */
export const AnnouncementUpdate = Announcement.update;
export type AnnouncementUpdate = Static<typeof AnnouncementUpdate>;

/** Whether a publish period ends before (or when) it starts. */
export function announcementPeriodInvalid(publishFrom: string, publishTo: string | null | undefined): boolean {
  if (!publishTo) return false;
  return Date.parse(publishTo) <= Date.parse(publishFrom);
}

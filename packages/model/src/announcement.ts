import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { NotificationLevel } from './business-constants.js';
import { RequiredMultilineText } from './text-rules.js';

const level = Type.Union(Object.values(NotificationLevel).map((v) => Type.Literal(v)));

/** An announcement shown to users between its publish times, in both languages, at a §9 level. */
export const AnnouncementRecord = Type.Object({
  id: Id,
  titleJa: RequiredText(120),
  titleEn: RequiredText(120),
  bodyJa: RequiredMultilineText(4000),
  bodyEn: RequiredMultilineText(4000),
  level,
  publishFrom: DateTime,
  publishTo: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type AnnouncementRecord = Static<typeof AnnouncementRecord>;

/** Body to create an announcement; `publishTo` must be after `publishFrom` (`announcementPeriodError`). */
export const AnnouncementCreate = Type.Object(
  {
    titleJa: RequiredText(120),
    titleEn: RequiredText(120),
    bodyJa: RequiredMultilineText(4000),
    bodyEn: RequiredMultilineText(4000),
    level,
    publishFrom: DateTime,
    publishTo: Type.Optional(Nullable(DateTime)),
  },
  { additionalProperties: false },
);
export type AnnouncementCreate = Static<typeof AnnouncementCreate>;

/** Body to change an announcement. */
export const AnnouncementUpdate = Type.Partial(AnnouncementCreate, { additionalProperties: false });
export type AnnouncementUpdate = Static<typeof AnnouncementUpdate>;

/** Whether a publish period ends before (or when) it starts. */
export function announcementPeriodInvalid(publishFrom: string, publishTo: string | null | undefined): boolean {
  if (!publishTo) return false;
  return Date.parse(publishTo) <= Date.parse(publishFrom);
}

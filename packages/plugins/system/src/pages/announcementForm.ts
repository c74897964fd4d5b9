import { announcementPeriodInvalid } from '@fleetdeck/model';
import { fromLocalInput, toLocalInput, type FormIssue, type ResourceRecord } from '@fleetdeck/sdk';

/** Values of the announcement form; times as `datetime-local` text. */
export type AnnouncementFormValues = {
  titleJa: string; titleEn: string; bodyJa: string; bodyEn: string; level: number | ''; publishFrom: string; publishTo: string;
};

/** A new announcement, published from now. */
export function newAnnouncement(): AnnouncementFormValues {
  return { titleJa: '', titleEn: '', bodyJa: '', bodyEn: '', level: 0, publishFrom: toLocalInput(new Date().toISOString()), publishTo: '' };
}

/** Form values of a stored announcement. */
export function toAnnouncementForm(record: ResourceRecord): AnnouncementFormValues {
  return {
    titleJa: String(record.titleJa ?? ''), titleEn: String(record.titleEn ?? ''), bodyJa: String(record.bodyJa ?? ''), bodyEn: String(record.bodyEn ?? ''),
    level: typeof record.level === 'number' ? record.level : '', publishFrom: toLocalInput(record.publishFrom), publishTo: toLocalInput(record.publishTo),
  };
}

/** The API body: ISO times; an empty end means "until further notice" (null). */
export function toAnnouncementBody(values: AnnouncementFormValues): object {
  return { ...values, publishFrom: fromLocalInput(values.publishFrom), publishTo: fromLocalInput(values.publishTo) ?? null };
}

/** The period rule, checked before sending so the message is in the user's language. */
export function announcementIssues(values: AnnouncementFormValues, message: string): FormIssue[] {
  const from = fromLocalInput(values.publishFrom);
  if (!from) return [];
  return announcementPeriodInvalid(from, fromLocalInput(values.publishTo)) ? [{ path: 'publishTo', code: 'periodOrder', message }] : [];
}

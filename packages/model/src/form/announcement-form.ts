import { AnnouncementCreate } from '../announcement.js';

const localTime = { type: 'string', minLength: 1, maxLength: 32 };

/** The announcement form: the model's rules, with the two times as `datetime-local` text. */
export const AnnouncementForm = {
  type: 'object',
  required: ['titleJa', 'titleEn', 'bodyJa', 'bodyEn', 'level', 'publishFrom'],
  properties: { ...AnnouncementCreate.properties, publishFrom: localTime, publishTo: localTime },
};

import { describe, expect, it } from 'vitest';
import { announcementIssues, toAnnouncementBody, toAnnouncementForm } from './announcementForm.js';

const base = { titleJa: 't', titleEn: 't', bodyJa: 'b', bodyEn: 'b', level: 0 as const };

describe('announcement form', () => {
  it('sends local input times as ISO times and an empty end as null', () => {
    const body = toAnnouncementBody({ ...base, publishFrom: '2026-11-22T09:30', publishTo: '' }) as Record<string, unknown>;
    expect(body.publishFrom).toBe(new Date(2026, 10, 22, 9, 30).toISOString());
    expect(body.publishTo).toBeNull();
  });

  it('shows stored times as local input values', () => {
    const iso = new Date(2026, 10, 22, 9, 30).toISOString();
    expect(toAnnouncementForm({ id: 1, ...base, publishFrom: iso, publishTo: null })).toMatchObject({ publishFrom: '2026-11-22T09:30', publishTo: '' });
  });

  it('flags an end that is not after the start beside the end field', () => {
    expect(announcementIssues({ ...base, publishFrom: '2026-11-22T09:30', publishTo: '2026-11-22T09:30' }, 'order')).toEqual([
      { path: 'publishTo', code: 'periodOrder', message: 'order' },
    ]);
    expect(announcementIssues({ ...base, publishFrom: '2026-11-22T09:30', publishTo: '2026-11-23T09:30' }, 'order')).toEqual([]);
    expect(announcementIssues({ ...base, publishFrom: '2026-11-22T09:30', publishTo: '' }, 'order')).toEqual([]);
  });
});

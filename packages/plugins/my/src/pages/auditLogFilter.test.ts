import { describe, expect, it } from 'vitest';
import { auditLogWhere, auditSearchQuery, readAuditSearch } from './auditLogFilter.js';

const empty = { action: '', user: '', from: '', to: '' };

describe('audit-log search', () => {
  it('builds no where for an empty search and one condition per filled part', () => {
    expect(auditLogWhere(empty)).toBeUndefined();
    expect(auditLogWhere({ ...empty, action: ' login ' })).toEqual({ action: 'login' });
    expect(auditLogWhere({ ...empty, action: 'update', user: 'orgadmin' })).toEqual({ and: [{ action: 'update' }, { loginId: { like: '%orgadmin%' } }] });
  });

  it('covers whole local days, the end day included', () => {
    const where = auditLogWhere({ ...empty, from: '2026-11-01', to: '2026-11-02' }) as { and: Array<{ at: Record<string, string> }> };
    expect(where.and[0]?.at.gte).toBe(new Date(2026, 10, 1).toISOString());
    expect(where.and[1]?.at.lt).toBe(new Date(2026, 10, 3).toISOString());
    expect(auditLogWhere({ ...empty, from: 'nonsense' })).toBeUndefined();
  });

  it('keeps the search in the query string and reads it back', () => {
    const search = { action: 'delete', user: 'system', from: '2026-11-01', to: '' };
    const query = auditSearchQuery(search);
    expect(query).toBe('?action=delete&user=system&from=2026-11-01');
    expect(readAuditSearch(new URLSearchParams(query))).toEqual(search);
    expect(auditSearchQuery(empty)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { readListUrlState, writeListUrlState } from './listSearchParams.js';

const defaults = { pageSize: 100, sort: { id: 'name', desc: false } };

describe('list state in the URL query', () => {
  it('takes the defaults from a bare URL', () => {
    expect(readListUrlState(new URLSearchParams(''), '', defaults)).toEqual({ pageIndex: 0, pageSize: 100, sort: defaults.sort, search: '', filters: {} });
  });

  it('reads page, size, sort, search and filters', () => {
    const params = new URLSearchParams('page=3&pageSize=50&sort=-createdAt&q=tower&filter={"status":1}');
    expect(readListUrlState(params, '', defaults)).toEqual({ pageIndex: 2, pageSize: 50, sort: { id: 'createdAt', desc: true }, search: 'tower', filters: { status: 1 } });
  });

  it('ignores malformed values', () => {
    const params = new URLSearchParams('page=-1&pageSize=lots&filter=[1');
    expect(readListUrlState(params, '', defaults)).toMatchObject({ pageIndex: 0, pageSize: 100, filters: {} });
  });

  it('keeps "no sort" apart from the default sort', () => {
    const written = writeListUrlState(new URLSearchParams(), '', { pageIndex: 0, pageSize: 100, sort: null, search: '', filters: {} }, defaults);
    expect(written.toString()).toBe('sort=');
    expect(readListUrlState(written, '', defaults).sort).toBeNull();
  });

  it('writes only what differs from the defaults, under the prefix, keeping other parameters', () => {
    const current = new URLSearchParams('building=4');
    const written = writeListUrlState(current, 'floors.', { pageIndex: 1, pageSize: 100, sort: defaults.sort, search: 'B1', filters: {} }, defaults);
    expect(written.toString()).toBe('building=4&floors.page=2&floors.q=B1');
    expect(readListUrlState(written, 'floors.', defaults)).toMatchObject({ pageIndex: 1, search: 'B1' });
    expect(readListUrlState(written, '', defaults).pageIndex).toBe(0);
  });
});

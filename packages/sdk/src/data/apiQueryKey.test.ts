import { describe, expect, it } from 'vitest';
import { apiArea, apiQueryKey, isApiKeyUnder, normalizeApiPath } from './apiQueryKey.js';

describe('API cache keys', () => {
  it('names one read the same however its path is written', () => {
    expect(normalizeApiPath('/api/buildings/')).toBe('/buildings');
    expect(apiQueryKey('buildings', { filter: { limit: 5 } })).toEqual(apiQueryKey('/api/buildings', { filter: { limit: 5 } }));
  });

  it('finds the reads under a path, not those that merely start alike', () => {
    expect(isApiKeyUnder(apiQueryKey('/buildings/3/floors/count'), '/buildings')).toBe(true);
    expect(isApiKeyUnder(apiQueryKey('/buildings'), '/buildings')).toBe(true);
    expect(isApiKeyUnder(apiQueryKey('/buildingsets'), '/buildings')).toBe(false);
    expect(isApiKeyUnder(['other', '/buildings'], '/buildings')).toBe(false);
  });

  it('answers the area a write changes', () => {
    expect(apiArea('/buildings/3/floors/5')).toBe('/buildings');
    expect(apiArea('/api/robots')).toBe('/robots');
  });
});

import { describe, expect, it } from 'vitest';
import type { Terms, TermsSet } from '@fleetdeck/model';
import { mustAgreeToTerms, outstandingTerms } from './outstandingTerms.js';

const term = (id: number, type: Terms['type'], version: string): Terms => ({
  id,
  type,
  version,
  title: { ja: `${type} ja`, en: `${type} en` },
  body: { ja: `${type} 本文`, en: `${type} body` },
});

const all: TermsSet = { TOS: term(1, 'TOS', '2'), PP: term(2, 'PP', '3'), MC: term(3, 'MC', '1') };
const tos = { id: 1, type: 'TOS' as const, version: '2' };
const pp = { id: 2, type: 'PP' as const, version: '3' };
const mc = { id: 3, type: 'MC' as const, version: '1' };

describe('outstandingTerms', () => {
  it('lists only the outstanding types, in TOS, PP, MC order', () => {
    expect(outstandingTerms({ MC: mc, TOS: tos, PP: null }, all, true).map((t) => t.type)).toEqual(['TOS', 'MC']);
  });

  it('leaves the maintenance agreement out for anyone but a maintenance-company owner', () => {
    expect(outstandingTerms({ TOS: tos, PP: pp, MC: mc }, all, false).map((t) => t.type)).toEqual(['TOS', 'PP']);
  });

  it('lists nothing when nothing is due', () => {
    expect(outstandingTerms({ TOS: null, PP: null, MC: null }, all, true)).toEqual([]);
  });

  it('agrees to the id and version the check names', () => {
    const check = { TOS: { id: 7, type: 'TOS' as const, version: '3' }, PP: null, MC: null };
    expect(outstandingTerms(check, all, false).map((t) => [t.id, t.version])).toEqual([[7, '3']]);
  });

  it('skips a due type whose text is not published', () => {
    expect(outstandingTerms({ TOS: tos, PP: null, MC: null }, { ...all, TOS: null }, false)).toEqual([]);
  });
});

describe('mustAgreeToTerms', () => {
  it('asks everyone when TOS or PP is due', () => {
    expect(mustAgreeToTerms({ TOS: tos, PP: null, MC: null }, false)).toBe(true);
    expect(mustAgreeToTerms({ TOS: null, PP: pp, MC: null }, false)).toBe(true);
  });

  it('asks only maintenance-company owners when only MC is due', () => {
    expect(mustAgreeToTerms({ TOS: null, PP: null, MC: mc }, true)).toBe(true);
    expect(mustAgreeToTerms({ TOS: null, PP: null, MC: mc }, false)).toBe(false);
  });

  it('asks nobody when nothing is due', () => {
    expect(mustAgreeToTerms({ TOS: null, PP: null, MC: null }, true)).toBe(false);
  });
});

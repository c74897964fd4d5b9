import { describe, expect, it } from 'vitest';
import { numberedPlaceholders } from './sql-client.js';

describe('numberedPlaceholders', () => {
  it('numbers each ? outside quoted text', () => {
    expect(numberedPlaceholders("SELECT id FROM t WHERE a = ? AND b = '?' AND \"c?\" = ? AND d = 'it''s ?'")).toBe(
      "SELECT id FROM t WHERE a = $1 AND b = '?' AND \"c?\" = $2 AND d = 'it''s ?'",
    );
  });
});

import { describe, expect, it } from 'vitest';
import { credentialMatches } from './robot-credential.js';
import { sha256Hex } from '../auth/secret-token.js';

describe('credentialMatches', () => {
  it('accepts only the credential whose hash is stored', () => {
    const hash = sha256Hex('secret-a');
    expect(credentialMatches('secret-a', hash)).toBe(true);
    expect(credentialMatches('secret-b', hash)).toBe(false);
    expect(credentialMatches('secret-a', null)).toBe(false);
  });
});

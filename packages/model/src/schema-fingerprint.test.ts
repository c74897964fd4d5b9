import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { schemaFingerprint } from './schema-fingerprint.js';

describe('schemaFingerprint', () => {
  it('names what a schema says, whatever the key order or TypeBox markers', () => {
    const built = Type.Object({ name: Type.String({ maxLength: 5 }) });
    const written = { properties: { name: { maxLength: 5, type: 'string' } }, required: ['name'], type: 'object' };
    expect(schemaFingerprint(built)).toBe(schemaFingerprint(written));
  });

  it('differs when a rule differs', () => {
    const a = { type: 'object', properties: { name: { type: 'string', maxLength: 5 } } };
    const b = { type: 'object', properties: { name: { type: 'string', maxLength: 6 } } };
    expect(schemaFingerprint(a)).not.toBe(schemaFingerprint(b));
    expect(schemaFingerprint({ required: ['a', 'b'] })).not.toBe(schemaFingerprint({ required: ['b', 'a'] }));
  });
});

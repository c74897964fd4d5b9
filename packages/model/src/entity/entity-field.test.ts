import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from '../common.js';
import { kindOf, widgetOf, field } from './entity-field.js';

describe('kindOf', () => {
  it('filters a list of integer codes as integers, as a hand-written whitelist did', () => {
    expect(kindOf(Type.Union([Type.Literal(10), Type.Literal(11)]))).toBe('integer');
    expect(kindOf(Nullable(Type.Union([Type.Literal(1), Type.Literal(2)])))).toBe('integer');
    expect(kindOf(Type.Union([Type.Literal(0.5), Type.Literal(1)]))).toBe('number');
    expect(kindOf(Type.Union([Type.Literal('a'), Type.Literal('b')]))).toBe('string');
  });

  it('still draws a list of codes as a select', () => {
    expect(widgetOf(field(Type.Union([Type.Literal(10), Type.Literal(11)])))).toBe('select');
  });
});

import { describe, expect, it } from 'vitest';
import { toCsv } from './logCsv.js';

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['1', 'two\nlines']])).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n1,"two\nlines"\r\n');
  });

  it('defuses an entry title a spreadsheet would run as a formula', () => {
    expect(toCsv(['title'], [['=cmd|"/c calc"!A1']])).toBe(`\uFEFFtitle\r\n"'=cmd|""/c calc""!A1"\r\n`);
  });
});

import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.js';

describe('csvField', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvLine(['x,y', 'say "hi"', 'two\nlines', null, 3])).toBe('"x,y","say ""hi""","two\nlines",,3\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+cmd')).toBe("'+cmd");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
  });

  it('leaves numbers, and numbers written as text, as they are', () => {
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField('-3.5')).toBe('-3.5');
    expect(csvField('+12')).toBe('+12');
    expect(csvField('1e-3')).toBe('1e-3');
  });
});

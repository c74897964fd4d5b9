import { describe, expect, it } from 'vitest';
import { columnLetters, sheetRowXml } from './sheet-row-xml.js';

describe('sheet row XML', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes numbers as values and strings as escaped text, leaving empty cells out', () => {
    const letters = ['A', 'B', 'C', 'D', 'E'];
    expect(sheetRowXml(7, [null, 1.5, 'a<b>&"c\'', null, -2], letters)).toBe(
      '<row r="7" spans="2:5" x14ac:dyDescent="0.25"><c r="B7"><v>1.5</v></c><c r="C7" t="str"><v>a&lt;b&gt;&amp;&quot;c&apos;</v></c><c r="E7"><v>-2</v></c></row>',
    );
  });

  it('drops characters XML cannot carry and numbers Excel cannot hold', () => {
    expect(sheetRowXml(2, ['bell\u0007 tab\t', Number.NaN, Number.POSITIVE_INFINITY], ['A', 'B', 'C'])).toBe(
      '<row r="2" spans="1:1" x14ac:dyDescent="0.25"><c r="A2" t="str"><v>bell tab\t</v></c></row>',
    );
    expect(sheetRowXml(3, [null, null], ['A', 'B'])).toBe('<row r="3" x14ac:dyDescent="0.25"></row>');
  });
});

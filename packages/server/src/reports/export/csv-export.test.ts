import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { csvStream } from './csv-export.js';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function* rows() {
  yield [1, '圧力計 "A", 東', 0, 0, '2026-01-01T00:00:00.000Z', 'ロボ', 0, 1.5, 2, 'ボイラー', 30, 0, 'pressure', 0.42, 'MPa'];
  yield [1, 'plain', 0, 1, '2026-01-01T00:00:01.000Z', null, null, null, null, null, 11, 4, 'humidity', null, '%'];
}

describe('CSV export', () => {
  it('defuses a user-typed name a spreadsheet would run as a formula', async () => {
    async function* hostile() {
      yield [1, '=HYPERLINK("http://evil.example")', 0, 0, '2026-01-01T00:00:00.000Z', '@robot', 0, -1.5, 2, '+area', 30, 0, 'pressure', -0.42, 'MPa'];
    }
    const text = (await bytesOf(csvStream(hostile(), 'utf-8', () => undefined))).toString('utf8');
    const line = text.split('\r\n')[1];
    expect(line).toBe(`1,"'=HYPERLINK(""http://evil.example"")",0,0,2026-01-01T00:00:00.000Z,'@robot,0,-1.5,2,'+area,30,0,pressure,-0.42,MPa`);
  });

  it('writes shift-jis that decodes back to the same Japanese text', async () => {
    let counted = 0;
    const bytes = await bytesOf(csvStream(rows(), 'shift-jis', (n) => (counted = n)));
    expect(counted).toBe(2);
    // Not UTF-8: the same text in UTF-8 is longer and the bytes differ.
    expect(bytes.includes(Buffer.from('圧力計', 'utf8'))).toBe(false);
    const text = iconv.decode(bytes, 'Shift_JIS');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^reportId,reportName,/);
    expect(lines[1]).toBe('1,"圧力計 ""A"", 東",0,0,2026-01-01T00:00:00.000Z,ロボ,0,1.5,2,ボイラー,30,0,pressure,0.42,MPa');
    expect(lines[2]).toBe('1,plain,0,1,2026-01-01T00:00:01.000Z,,,,,,11,4,humidity,,%');
  });

  it('writes utf-8 with a byte-order mark', async () => {
    const bytes = await bytesOf(csvStream(rows(), 'utf-8', () => undefined));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toContain('ボイラー');
  });
});

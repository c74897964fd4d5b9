import { describe, expect, it } from 'vitest';
import { languageOf, termWeight, tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('splits English into words, lower-cased, without accents and function words', () => {
    expect(tokenize('Where is the Café? Is it OPEN?')).toEqual(['cafe', 'open']);
    expect(tokenize("What's the Wi-Fi password for gate 2?")).toEqual(['wi', 'fi', 'password', 'gate', '2']);
  });

  it('cuts Japanese at script changes and makes character pairs of each run', () => {
    // カフェ | の | 営業時間 | は | 何時 | までですか: lone particles and listed endings drop out;
    // what the list misses (でで) stays, weighing a quarter (termWeight).
    expect(tokenize('カフェの営業時間は何時までですか？')).toEqual(['カフ', 'フェ', '営業', '業時', '時間', '何時', 'でで']);
    expect(tokenize('駐車場はどこ？')).toEqual(['駐車', '車場']);
    // A lone kanji stays itself (it is searched as a prefix, so 開 finds 開店).
    expect(tokenize('何時に開きますか')).toEqual(['何時', '開', 'きま']);
  });

  it('normalizes full-width and half-width forms (NFKC) so both spellings meet', () => {
    expect(tokenize('ＷｉＦｉ　ﾄｲﾚ')).toEqual(tokenize('WiFi トイレ'));
    expect(tokenize('トイレ')).toEqual(['トイ', 'イレ']);
  });

  it('handles mixed Japanese and Latin text', () => {
    expect(tokenize('Wi-Fiのパスワード')).toEqual(['wi', 'fi', 'パス', 'スワ', 'ワー', 'ード']);
    expect(tokenize('B1の駐車場')).toEqual(['b1', '駐車', '車場']);
  });

  it('gives hiragana pairs less weight than words and kanji or katakana pairs', () => {
    expect(termWeight('おむ')).toBe(0.25);
    expect(termWeight('駐車')).toBe(1);
    expect(termWeight('parking')).toBe(1);
  });

  it('tells the language of a question by its script', () => {
    expect(languageOf('トイレはどこ？')).toBe('ja');
    expect(languageOf('Where is the toilet?')).toBe('en');
    expect(languageOf('Wi-Fiはありますか')).toBe('ja');
  });
});

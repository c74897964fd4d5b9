import { englishStopWords, japaneseStopTerms } from './stop-words.js';

// Japanese is written without spaces, so words cannot be split on them. Runs of kanji, katakana
// and hiragana are cut at every change of script (which separates most words from the particles
// and endings around them) and each run becomes its character pairs (bigrams): 営業時間 gives 営業,
// 業時, 時間, and a question with 営業時間 finds an entry with 営業 or 時間 without a dictionary.
// Latin text (English, romaji, product names, numbers) is split into words.
const RUN = /(\p{Script=Han}+)|([\p{Script=Katakana}\u30FC\uFF70]+)|(\p{Script=Hiragana}+)|((?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}])+)/gu;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The language a question is asked in: Japanese when it has any kana or kanji, else English. */
export type QuestionLanguage = 'ja' | 'en';

/** Which language `text` is written in (for the "no answer" reply and the summary). */
export function languageOf(text: string): QuestionLanguage {
  return CJK.test(text) ? 'ja' : 'en';
}

function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * The search terms of a text, in order (repeats kept, for term frequency): NFKC-normalized and
 * lower-cased, kanji and katakana runs as character pairs (a lone kanji as itself), hiragana runs
 * of two or more as pairs (a lone hiragana is a particle), Latin words without accents; function
 * words of both languages left out.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(RUN)) {
    const [, han, katakana, hiragana, word] = match;
    if (han) terms.push(...pairs(han));
    else if (katakana && /[^\u30FC\uFF70]/u.test(katakana)) terms.push(...pairs(katakana));
    else if (hiragana && [...hiragana].length > 1) terms.push(...pairs(hiragana));
    else if (word) terms.push(word.normalize('NFD').replace(/\p{M}+/gu, ''));
  }
  return terms.filter((term) => !englishStopWords.has(term) && !japaneseStopTerms.has(term));
}

/**
 * How much a term says about what is asked, for the answer's score: hiragana pairs are mostly
 * inflection and particles that the stop list does not catch, so they count a quarter.
 */
export function termWeight(term: string): number {
  return HIRAGANA_ONLY.test(term) ? 0.25 : 1;
}

/** Whether a term is one CJK character (a lone kanji): searched as a prefix, so 開 finds 開店. */
export function isSingleCjk(term: string): boolean {
  return [...term].length === 1 && CJK.test(term);
}

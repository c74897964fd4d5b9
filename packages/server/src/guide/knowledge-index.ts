import MiniSearch, { type SearchResult } from 'minisearch';
import { isSingleCjk, tokenize } from './tokenize.js';

/** One Q&A entry of a building's knowledge groups, as the index holds it. */
export interface KnowledgeEntry {
  knowledgeGroupId: number;
  knowledgeGroupName: string;
  /** The entry's place in its group's `qas` (0-based). */
  qaIndex: number;
  question: string;
  answer: string;
}

/** The entry that fits a question best, with MiniSearch's ranking score and the question terms it contains. */
export interface KnowledgeHit {
  entry: KnowledgeEntry;
  rank: number;
  matchedTerms: readonly string[];
}

type IndexedEntry = KnowledgeEntry & { id: string };

const entryId = (entry: KnowledgeEntry) => `${entry.knowledgeGroupId}:${entry.qaIndex}`;
const sameEntry = (a: KnowledgeEntry, b: KnowledgeEntry) =>
  a.question === b.question && a.answer === b.answer && a.knowledgeGroupName === b.knowledgeGroupName;

/**
 * A full-text index of one building's Q&A (MiniSearch with the Japanese- and English-aware
 * tokenizer). `sync` brings it to the entries as they are now, adding, replacing and removing only
 * what changed, so an edit is searchable at the next question and an unchanged building costs a
 * comparison, not a rebuild.
 */
export class KnowledgeIndex {
  private readonly search = new MiniSearch<IndexedEntry>({
    idField: 'id',
    fields: ['question', 'answer'],
    tokenize,
    // tokenize already normalizes and drops function words.
    processTerm: (term) => term,
    searchOptions: {
      // A visitor's question is phrased like an entry's question more than like its answer.
      boost: { question: 2 },
      // Prefixes find plurals and longer forms (elevator → elevators, 開 → 開店); short Latin
      // prefixes would match too much, so only from four letters.
      prefix: (term) => isSingleCjk(term) || /^[\p{Script=Latin}\p{N}]{4,}$/u.test(term),
      // Typos in words of five letters or more (one edit; two from eight); kana and kanji pairs are not spelled.
      fuzzy: (term) => (/^\p{Script=Latin}{5,}$/u.test(term) ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  });
  private readonly entries = new Map<string, KnowledgeEntry>();

  /** Makes the index hold exactly `entries`. */
  sync(entries: readonly KnowledgeEntry[]): void {
    const wanted = new Map(entries.map((entry) => [entryId(entry), entry]));
    for (const id of this.entries.keys()) {
      if (wanted.has(id)) continue;
      this.search.discard(id);
      this.entries.delete(id);
    }
    for (const [id, entry] of wanted) {
      const held = this.entries.get(id);
      if (held && sameEntry(held, entry)) continue;
      if (held) this.search.replace({ ...entry, id });
      else this.search.add({ ...entry, id });
      this.entries.set(id, entry);
    }
  }

  /** Number of entries held. */
  get size(): number {
    return this.entries.size;
  }

  /** The best-ranked entry for `question`, or null when no entry shares a term with it. */
  best(question: string): KnowledgeHit | null {
    const [top] = this.search.search(question) as SearchResult[];
    if (!top) return null;
    const entry = this.entries.get(String(top.id));
    if (!entry) return null;
    return { entry, rank: top.score, matchedTerms: top.queryTerms };
  }
}

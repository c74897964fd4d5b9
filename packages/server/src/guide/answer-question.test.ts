import { describe, expect, it } from 'vitest';
import { ANSWER_THRESHOLD, answerQuestion } from './answer-question.js';
import { noAnswerReply } from './answer-texts.js';
import { KnowledgeIndex, type KnowledgeEntry } from './knowledge-index.js';

const lobby = (qaIndex: number, question: string, answer: string): KnowledgeEntry => ({ knowledgeGroupId: 7, knowledgeGroupName: 'Lobby', qaIndex, question, answer });

const entries: KnowledgeEntry[] = [
  lobby(0, 'Where is the restroom?', 'Go past the elevators on the right; the restrooms are at the end of the corridor.'),
  lobby(1, 'What time does the building close?', 'The lobby closes at 22:00 on weekdays and at 18:00 on weekends.'),
  lobby(2, 'Where can I park?', 'Visitor parking is on B1. Take the ramp on the east side.'),
  { knowledgeGroupId: 9, knowledgeGroupName: '館内案内', qaIndex: 0, question: 'カフェの営業時間は？', answer: 'カフェは 8 時から 18 時まで開いています。' },
  { knowledgeGroupId: 9, knowledgeGroupName: '館内案内', qaIndex: 1, question: '駐車場はどこですか？', answer: '来客用駐車場は地下 1 階です。' },
];

function indexOf(list: readonly KnowledgeEntry[]): KnowledgeIndex {
  const index = new KnowledgeIndex();
  index.sync(list);
  return index;
}

describe('answerQuestion', () => {
  it('answers an English question with the best entry, its score, a summary and the entry it came from', () => {
    const answer = answerQuestion(indexOf(entries), 'Is there visitor parking?');
    expect(answer.text).toBe('Visitor parking is on B1. Take the ramp on the east side.');
    expect(answer.source).toEqual({ knowledgeGroupId: 7, knowledgeGroupName: 'Lobby', qaIndex: 2, question: 'Where can I park?' });
    expect(answer.score).toBe(100);
    expect(answer.summary).toBe('Answered from the Q&A "Where can I park?" of Lobby.');
    expect(answer.language).toBe('en');
  });

  it('answers a Japanese question (no spaces) from the entry that shares its words', () => {
    const answer = answerQuestion(indexOf(entries), 'カフェは何時に開きますか？');
    expect(answer.source?.question).toBe('カフェの営業時間は？');
    expect(answer.score).toBeGreaterThanOrEqual(ANSWER_THRESHOLD);
    expect(answer.summary).toBe('「館内案内」の Q&A「カフェの営業時間は？」で回答しました。');
    expect(answerQuestion(indexOf(entries), '駐車場はありますか').text).toBe('来客用駐車場は地下 1 階です。');
  });

  it('lets the best entry win over entries that share fewer words', () => {
    const index = indexOf(entries);
    expect(answerQuestion(index, 'When does the building close?').source?.qaIndex).toBe(1);
    expect(answerQuestion(index, 'Where is the restroom?').source?.qaIndex).toBe(0);
    // Plural and typo still find the entry (prefix and fuzzy search).
    expect(answerQuestion(index, 'restrooms please').source?.qaIndex).toBe(0);
    expect(answerQuestion(index, 'Where is the restrom?').source?.qaIndex).toBe(0);
  });

  it('answers "no answer found" in the language of the question when nothing scores above the threshold', () => {
    const index = indexOf(entries);
    const english = answerQuestion(index, 'Do you sell umbrellas?');
    expect(english).toMatchObject({ text: noAnswerReply.en, source: null, summary: 'No Q&A entry matched the question.', language: 'en' });
    expect(english.score).toBeLessThan(ANSWER_THRESHOLD);
    const japanese = answerQuestion(index, '傘は売っていますか？');
    expect(japanese).toMatchObject({ text: noAnswerReply.ja, source: null, language: 'ja' });
    // One shared word out of three is below the threshold: "close" alone does not make the building's hours the answer.
    const weak = answerQuestion(index, 'Is the pharmacy close to the station?');
    expect(weak.source).toBeNull();
    expect(weak.score).toBeLessThan(ANSWER_THRESHOLD);
    expect(answerQuestion(indexOf([]), 'Where is the restroom?').text).toBe(noAnswerReply.en);
  });

  it('reflects edits at the next question: changed, added and removed entries', () => {
    const index = indexOf(entries);
    const edited = entries.map((entry) => (entry.qaIndex === 2 && entry.knowledgeGroupId === 7 ? { ...entry, answer: 'Parking is closed for works until May.' } : entry));
    index.sync(edited);
    expect(answerQuestion(index, 'Where can I park?').text).toBe('Parking is closed for works until May.');
    index.sync([...edited, lobby(3, 'Is there Wi-Fi?', 'Yes: Aozora-Guest.')]);
    expect(answerQuestion(index, 'wifi?').text).toBe(noAnswerReply.en);
    expect(answerQuestion(index, 'Is there Wi-Fi?').text).toBe('Yes: Aozora-Guest.');
    index.sync(edited.filter((entry) => entry.knowledgeGroupId !== 7 || entry.qaIndex !== 2));
    expect(answerQuestion(index, 'Where can I park?').source?.knowledgeGroupId).not.toBe(7);
    expect(index.size).toBe(4);
  });

  it('indexes hundreds of entries and syncs an unchanged building without re-indexing', () => {
    const many = Array.from({ length: 500 }, (_, i) => lobby(i, `Where is room ${i}?`, `Room ${i} is on floor ${i % 20}.`));
    const index = indexOf(many);
    expect(answerQuestion(index, 'Where is room 321?').text).toBe('Room 321 is on floor 1.');
    const started = performance.now();
    index.sync(many);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

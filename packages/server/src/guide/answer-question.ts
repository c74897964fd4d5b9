import type { ChatAnswerSource } from '@fleetdeck/model';
import { answeredSummary, noAnswerReply, noAnswerSummary } from './answer-texts.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import { languageOf, termWeight, tokenize, type QuestionLanguage } from './tokenize.js';

/**
 * Lowest score (0-100) at which an entry answers. The score is the share of the question's terms
 * (weighted, see termWeight) that the best-ranked entry contains. At half or more, the entry is
 * about what was asked ("Where can I park?" → park; "Is there visitor parking?" → visitor,
 * parking). Below half, the best entry usually shares one incidental word with a longer question
 * ("café" in "Can I bring food from the café into the hall?"), and a confident wrong answer sends a
 * visitor the wrong way, which is worse than saying so and pointing to staff.
 */
export const ANSWER_THRESHOLD = 50;

/** What the robot answers: §3 chat fields score and summary, the text it says and where it came from. */
export interface KnowledgeAnswer {
  text: string;
  score: number;
  summary: string;
  source: ChatAnswerSource | null;
  language: QuestionLanguage;
}

/** The share (0-100, whole) of the question's weighted terms found in the entry. */
function coverage(question: string, matched: readonly string[]): number {
  const terms = [...new Set(tokenize(question))];
  const total = terms.reduce((sum, term) => sum + termWeight(term), 0);
  if (total === 0) return 0;
  const found = new Set(matched);
  const hit = terms.reduce((sum, term) => sum + (found.has(term) ? termWeight(term) : 0), 0);
  return Math.round((hit / total) * 100);
}

/**
 * Answers `question` from the index: the best-ranked entry's answer when it scores at least
 * ANSWER_THRESHOLD, else the "no answer found" reply in the question's language.
 */
export function answerQuestion(index: KnowledgeIndex, question: string): KnowledgeAnswer {
  const language = languageOf(question);
  const hit = index.best(question);
  const score = hit ? coverage(question, hit.matchedTerms) : 0;
  if (!hit || score < ANSWER_THRESHOLD) {
    return { text: noAnswerReply[language], score, summary: noAnswerSummary[language], source: null, language };
  }
  const { entry } = hit;
  return {
    text: entry.answer,
    score,
    summary: answeredSummary(language, entry.knowledgeGroupName, entry.question),
    source: { knowledgeGroupId: entry.knowledgeGroupId, knowledgeGroupName: entry.knowledgeGroupName, qaIndex: entry.qaIndex, question: entry.question },
    language,
  };
}

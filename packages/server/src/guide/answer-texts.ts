import type { LocalizedText } from '@fleetdeck/model';

/** What a guide robot says when no Q&A entry fits, in the language the visitor asked in. */
export const noAnswerReply: LocalizedText = {
  en: 'Sorry, I could not find an answer to that question. Please ask a member of staff.',
  ja: '申し訳ありません。そのご質問への回答が見つかりませんでした。スタッフにお尋ねください。',
};

/** The exchange's summary when no entry fit. */
export const noAnswerSummary: LocalizedText = {
  en: 'No Q&A entry matched the question.',
  ja: '質問に合う Q&A が見つかりませんでした。',
};

/** The exchange's summary when an entry answered: which group and which question. */
export function answeredSummary(language: keyof LocalizedText, group: string, question: string): string {
  return language === 'ja' ? `「${group}」の Q&A「${question}」で回答しました。` : `Answered from the Q&A "${question}" of ${group}.`;
}

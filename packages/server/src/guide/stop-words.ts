// Words that say how a question is asked, not what it is about. Left out of the index and of the
// question, so "Where is the parking?" is about "parking" only and cannot match an entry on the
// strength of "where", "is" and "the".

/** English function words (lower case, without accents). */
export const englishStopWords: ReadonlySet<string> = new Set([
  'a', 'about', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'can', 'could', 'did', 'do',
  'does', 'for', 'from', 'get', 'had', 'has', 'have', 'he', 'her', 'here', 'him', 'his', 'how', 'i', 'if', 'in', 'into',
  'is', 'it', 'its', 'let', 'me', 'may', 'might', 'must', 'my', 'no', 'not', 'of', 'on', 'or', 'our', 'please', 'shall',
  'she', 'should', 'so', 'some', 'tell', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they',
  'this', 'those', 'to', 'us', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'who', 'whom', 'why', 'will',
  'with', 'would', 'you', 'your', 's', 't', 'll', 've', 're', 'd', 'm',
]);

/**
 * Japanese character pairs (the index's terms for kana and kanji) that only inflect or ask:
 * polite endings (です, ます, ください, ございます), question words (どこ, いつ, なに) and common
 * particles. Pairs a content word would also produce are not listed.
 */
export const japaneseStopTerms: ReadonlySet<string> = new Set([
  'です', 'すか', 'ます', 'まし', 'した', 'ませ', 'せん', 'でし', 'しょ', 'ょう', 'くだ', 'ださ', 'さい', 'ござ', 'ざい',
  'あり', 'りま', 'いま', 'てい', 'って', 'ので', 'から', 'まで', 'など', 'こと', 'もの', 'どこ', 'はど', 'なに', 'いつ', 'どう',
  'どの', 'どれ', 'だれ', 'ある', 'いる', 'する', 'され', 'なる', 'れる', 'られ', 'には', 'では', 'とは', 'ても', 'でも',
  '何', '誰',
]);

import { RuleMessages, type FieldError } from '@fleetdeck/model';

/** Messages for field-error codes the model's rule list does not hold, in the reader's language. */
export type ExtraMessages = Record<string, string>;

/** The message of one rule-check or server field error in the reader's language (the server's English otherwise). */
export function ruleMessage(error: FieldError, language: 'ja' | 'en', extra: ExtraMessages = {}): string {
  const known = (RuleMessages as Record<string, { ja: string; en: string } | undefined>)[error.code];
  return extra[error.code] ?? known?.[language] ?? error.message;
}

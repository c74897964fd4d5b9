import { RuleMessages } from '@fleetdeck/model';

type Translate = (key: string) => string;

/**
 * The message to show beside a field for one server detail: the model's translated rule message
 * when the code is a known rule (unique, password rules...), else the schema keyword's common
 * message, else the server's own text.
 *
 * @group Forms and resources
 * @example
 * ```ts
 * const text = serverFieldMessage({ code: 'unique', message: 'name already exists' }, useLanguage(), t);
 * ```
 */
export function serverFieldMessage(detail: { code: string; message: string }, language: 'ja' | 'en', t?: Translate): string {
  const rule = (RuleMessages as Record<string, { ja: string; en: string } | undefined>)[detail.code];
  if (rule) return rule[language];
  if (!t) return detail.message;
  const common = t(`validation.${detail.code}`);
  return common && common !== `validation.${detail.code}` && !common.includes('{{') ? common : detail.message;
}

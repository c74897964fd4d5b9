import { RuleMessages } from '@fleetdeck/model';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isHttpError } from '../data/HttpError.js';

type Translate = (key: string) => string;

/**
 * The message to show beside a field for one server detail: the model's translated rule message
 * when the code is a known rule (unique, password rules...), else the schema keyword's common
 * message, else the server's own text.
 */
export function serverFieldMessage(detail: { code: string; message: string }, language: 'ja' | 'en', t: Translate): string {
  const rule = (RuleMessages as Record<string, { ja: string; en: string } | undefined>)[detail.code];
  if (rule) return rule[language];
  const common = t(`validation.${detail.code}`);
  return common && common !== `validation.${detail.code}` && !common.includes('{{') ? common : detail.message;
}

/** Puts each field detail of a server error beside its field, translated; answers how many fields got one. */
export function applyLocalizedServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  language: 'ja' | 'en',
  t: Translate,
  knownFields: ReadonlySet<string>,
): number {
  if (!isHttpError(error)) return 0;
  let placed = 0;
  for (const detail of error.details) {
    const top = detail.path.split('.')[0] ?? '';
    if (!detail.path || !knownFields.has(top)) continue;
    form.setError(detail.path as Path<T>, { type: detail.code || 'server', message: serverFieldMessage(detail, language, t) });
    placed += 1;
  }
  return placed;
}

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isHttpError } from '../data/HttpError.js';
import { serverFieldMessage } from '../resource/serverFieldErrors.js';

/**
 * How `applyServerErrors` words and places a server error's field details.
 * @group Forms and resources
 * @example
 * ```ts
 * const options: ServerErrorOptions = { t, language: useLanguage(), messages: { modeTaken: t('modeTaken') } };
 * try { await api.post('/flows', values); } catch (error) { applyServerErrors(form, error, options); }
 * ```
 */
export interface ServerErrorOptions {
  /** Translates the common validation messages (`validation.<code>`); without it a code the model's rules do not word shows the server's text. */
  t?: (key: string) => string;
  language?: 'ja' | 'en';
  /** The page's own words for codes only it knows (`modeTaken`), already translated; they win over everything else. */
  messages?: Readonly<Record<string, string>>;
  /** Top-level fields the form shows; details of other fields are not placed. Default every field. */
  fields?: ReadonlySet<string>;
  /** Put the error's message on `root.server` when no field got one (default true). */
  root?: boolean;
}

/**
 * The one way a form shows a server error: each `details[]` entry beside its field, in the page's
 * words for its own codes, else the model's translated rule message, else the common validation
 * message, else the server's text; the message goes to `root.server` when no field got one.
 * Answers how many fields got an error.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * try {
 *   await api.post('/buildings', values);
 * } catch (error) {
 *   // Puts each field error of the server's answer on its field; answers how many it placed.
 *   if (applyServerErrors(form, error) === 0) showAlert({ type: 'error', message: t('saveFailed') });
 * }
 * ```
 */
export function applyServerErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, error: unknown, options: ServerErrorOptions = {}): number {
  const { t, language = 'en', messages, fields, root = true } = options;
  if (!isHttpError(error)) {
    if (root) form.setError('root.server' as Path<T>, { type: 'server', message: error instanceof Error ? error.message : String(error) });
    return 0;
  }
  let placed = 0;
  for (const detail of error.details) {
    if (!detail.path || (fields && !fields.has(detail.path.split('.')[0] ?? ''))) continue;
    const message = messages?.[detail.code] ?? serverFieldMessage(detail, language, t);
    form.setError(detail.path as Path<T>, { type: detail.code || 'server', message });
    placed += 1;
  }
  if (placed === 0 && root) form.setError('root.server' as Path<T>, { type: error.code, message: error.message });
  return placed;
}

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isHttpError } from '../data/HttpError.js';

/**
 * Puts each `details[]` entry of a server error beside its field; the message goes to
 * `root.server` when there are none. Returns true when at least one field got an error.
 */
export function applyServerErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, error: unknown): boolean {
  if (!isHttpError(error)) {
    form.setError('root.server' as Path<T>, { type: 'server', message: error instanceof Error ? error.message : String(error) });
    return false;
  }
  const fields = error.details.filter((detail) => detail.path);
  for (const detail of fields) {
    form.setError(detail.path as Path<T>, { type: detail.code || 'server', message: detail.message });
  }
  if (fields.length === 0) form.setError('root.server' as Path<T>, { type: error.code, message: error.message });
  return fields.length > 0;
}

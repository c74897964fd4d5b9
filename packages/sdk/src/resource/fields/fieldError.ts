import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The error message of a field by dot path (`ipAllowList.0.ipAddress`), if any. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  const node = name.split('.').reduce<unknown>((current, part) => (current as Record<string, unknown> | undefined)?.[part], errors) as
    | { message?: unknown }
    | undefined;
  return typeof node?.message === 'string' ? node.message : undefined;
}

import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Props of `LocalizedRuleErrors`. */
export interface LocalizedRuleErrorsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Translated messages by field-error code (a plugin's own rule codes such as `modeTaken`). */
  messages: Readonly<Record<string, string>>;
}

type ErrorNode = { type?: unknown; message?: unknown; ref?: unknown } & Record<string, unknown>;

/** Every field error of a react-hook-form error tree with its dot path (`bindings.1.key`). */
export function collectFieldErrors(node: unknown, prefix = ''): Array<{ path: string; type: string; message: unknown }> {
  if (!node || typeof node !== 'object') return [];
  const error = node as ErrorNode;
  const found: Array<{ path: string; type: string; message: unknown }> = [];
  if (prefix && typeof error.type === 'string') found.push({ path: prefix, type: error.type, message: error.message });
  for (const [key, child] of Object.entries(error)) {
    if (key === 'type' || key === 'message' || key === 'ref' || key === 'types' || (!prefix && key === 'root')) continue;
    found.push(...collectFieldErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return found;
}

/**
 * Replaces the server's English text of a plugin's own rule codes with the plugin's translation.
 * Renders nothing. The shared rule messages of the model are already translated by the form;
 * this covers codes only one plugin knows.
 */
export function LocalizedRuleErrors<T extends FieldValues>({ form, messages }: LocalizedRuleErrorsProps<T>) {
  const errors = form.formState.errors;
  useEffect(() => {
    for (const error of collectFieldErrors(errors)) {
      const message = messages[error.type];
      if (message !== undefined && error.message !== message) form.setError(error.path as Path<T>, { type: error.type, message });
    }
  });
  return null;
}

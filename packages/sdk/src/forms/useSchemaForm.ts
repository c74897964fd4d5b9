import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver, type FormChecks } from './schemaResolver.js';

/**
 * react-hook-form validated by a JSON Schema (compiled once), with messages in the current language,
 * and by the form's own `checks` (field paths and messages) at the same time.
 * @group Forms and resources
 * @example
 * ```tsx
 * const form = useSchemaForm<{ name: string }>(BuildingForm, { defaultValues: { name: '' } });
 * return (
 *   <form onSubmit={form.handleSubmit(save)}>
 *     <FormTextField form={form} name="name" label={t('name')} required />
 *   </form>
 * );
 * ```
 */
export function useSchemaForm<T extends FieldValues = FieldValues>(
  schema: object,
  options: Omit<UseFormProps<T>, 'resolver'> = {},
  checks?: FormChecks<T>,
): UseFormReturn<T> {
  const { t, i18n } = useTranslation('common');
  // Rebuilt when the language changes so new messages come out translated.
  const resolver = useMemo(() => schemaResolver<T>(schema, (key, params) => t(key, params), checks), [schema, t, i18n.language, checks]);
  return useForm<T>({ mode: 'onTouched', ...options, resolver });
}

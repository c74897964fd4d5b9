import { Field, Input, Textarea, type InputProps } from '@fluentui/react-components';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldError } from './fieldError.js';
import { displayValue, parseInput } from './fieldValue.js';

/**
 * Props of `FormTextField`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: FormTextFieldProps<BuildingCreate> = { form, name: 'name', label: t('name'), required: true };
 * return <FormTextField {...props} />;
 * ```
 */
export interface FormTextFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: InputProps['type'];
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  multiline?: boolean;
  /** Numbers are stored as numbers, an empty box as "not given". */
  numeric?: boolean;
}

/**
 * A labelled text input bound to a schema form; its error shows beside it. Controlled through
 * the form, because Fluent's Input keeps its own state and would hide values set by `reset`.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * <FormTextField form={form} name="name" label={t('name')} required hint={t('nameHint')} />
 * ```
 */
export function FormTextField<T extends FieldValues>({ form, name, label, type = 'text', required, hint, autoComplete, multiline, numeric = false }: FormTextFieldProps<T>) {
  const error = fieldError(form.formState.errors, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field label={label} required={required} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
          {multiline ? (
            <Textarea name={field.name} ref={field.ref} value={displayValue(field.value)} onBlur={field.onBlur} onChange={(_event, data) => field.onChange(data.value)} resize="vertical" />
          ) : (
            <Input
              name={field.name}
              ref={field.ref}
              type={numeric ? 'number' : type}
              autoComplete={autoComplete}
              value={displayValue(field.value)}
              onBlur={field.onBlur}
              onChange={(_event, data) => field.onChange(parseInput(data.value, numeric))}
            />
          )}
        </Field>
      )}
    />
  );
}

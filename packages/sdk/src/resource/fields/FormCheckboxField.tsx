import { Checkbox, Field } from '@fluentui/react-components';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldError } from './fieldError.js';

/**
 * Props of `FormCheckboxField`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: FormCheckboxFieldProps<{ isUniversalDesign: boolean }> = { form, name: 'isUniversalDesign', label: t('universalDesign') };
 * return <FormCheckboxField {...props} />;
 * ```
 */
export interface FormCheckboxFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A labelled checkbox bound to a boolean field of a schema form.
 * @group Forms and resources
 * @example
 * ```tsx
 * <FormCheckboxField form={form} name="enabled" label={t('enabled')} />
 * ```
 */
export function FormCheckboxField<T extends FieldValues>({ form, name, label, hint, disabled }: FormCheckboxFieldProps<T>) {
  const error = fieldError(form.formState.errors, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
          <Checkbox
            label={label}
            checked={field.value === true}
            disabled={disabled}
            onChange={(_event, data) => field.onChange(data.checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </Field>
      )}
    />
  );
}

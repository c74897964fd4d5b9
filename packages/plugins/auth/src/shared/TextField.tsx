import { Field, Input, type InputProps } from '@fluentui/react-components';
import { Controller } from '@fleetdeck/sdk';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Props of a labelled text input bound to one field of a schema form. */
export interface TextFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: InputProps['type'];
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  hint?: string;
  required?: boolean;
  maxLength?: number;
}

/** A Fluent field bound to one form field, with that field's error shown beside it. */
export function TextField<T extends FieldValues>({ form, name, label, type = 'text', autoComplete, inputMode, hint, required, maxLength }: TextFieldProps<T>) {
  return (
    // Fluent's Input keeps its own state, so it is driven as a controlled input through the SDK's Controller.
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        // `required` goes on the input, not the Field: the Field's asterisk would become part of the label text.
        <Field label={label} hint={hint} validationMessage={fieldState.error?.message} validationState={fieldState.error ? 'error' : 'none'}>
          <Input
            ref={field.ref}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(_event, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
            type={type}
            required={required}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
          />
        </Field>
      )}
    />
  );
}

import { Field, Select } from '@fluentui/react-components';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldError } from './fieldError.js';
import { displayValue, parseInput } from './fieldValue.js';

/**
 * One choice of a select: the stored value and its label.
 * @group Forms and resources
 * @example
 * ```tsx
 * const choices: SelectChoice[] = [{ value: 1, label: t('enabled') }, { value: 0, label: t('disabled') }];
 * return <FormSelectField form={form} name="status" label={t('status')} choices={choices} numeric />;
 * ```
 */
export interface SelectChoice {
  value: string | number;
  label: string;
}

/**
 * Props of `FormSelectField`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: FormSelectFieldProps<{ buildingId: number }> = { form, name: 'buildingId', label: t('building'), choices: useBuildingChoices(), numeric: true };
 * return <FormSelectField {...props} />;
 * ```
 */
export interface FormSelectFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  choices: SelectChoice[];
  required?: boolean;
  hint?: string;
  /** Label of the empty choice; without it there is none. */
  emptyLabel?: string;
  /** Store the chosen value as a number. */
  numeric?: boolean;
  disabled?: boolean;
}

/**
 * A labelled native select bound to a schema form; its error shows beside it.
 * @group Forms and resources
 * @example
 * ```tsx
 * <FormSelectField form={form} name="buildingId" label={t('building')} choices={useBuildingChoices()} numeric required />
 * ```
 */
export function FormSelectField<T extends FieldValues>({ form, name, label, choices, required, hint, emptyLabel, numeric = false, disabled }: FormSelectFieldProps<T>) {
  const error = fieldError(form.formState.errors, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field label={label} required={required} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
          <Select
            name={field.name}
            ref={field.ref}
            disabled={disabled}
            value={displayValue(field.value)}
            onBlur={field.onBlur}
            onChange={(_event, data) => field.onChange(parseInput(data.value, numeric))}
          >
            {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
            {choices.map((choice) => (
              <option key={String(choice.value)} value={String(choice.value)}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

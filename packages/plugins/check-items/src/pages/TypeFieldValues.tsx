import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from '@fleetdeck/sdk';
import { fieldsLeftOut } from './typeFields.js';

/** Gives the fields a type leaves out the value they then hold, so a hidden field never blocks or changes a save. */
export function TypeFieldValues({ form, type }: { form: UseFormReturn<FieldValues>; type: unknown }) {
  useEffect(() => {
    for (const [name, value] of Object.entries(fieldsLeftOut(type))) {
      if (form.getValues(name) !== value) form.setValue(name, value, { shouldDirty: form.formState.isDirty });
    }
  }, [form, type]);
  return null;
}

// The host's one react-hook-form, for fields the SDK's form fields do not draw and for repeating
// rows; plugins import it from the SDK so their forms share the console's instance. Declared here
// (not re-exported) so the reference documents them with forms.
import * as rhf from 'react-hook-form';

/**
 * react-hook-form's `Controller`: wires a control the SDK has no field for (a slider, a date picker) to the form.
 * @group Forms and resources
 * @example
 * ```tsx
 * <Controller
 *   control={form.control}
 *   name="volume"
 *   render={({ field }) => <Slider min={0} max={10} value={field.value} onChange={(_event, data) => field.onChange(data.value)} />}
 * />
 * ```
 */
export const Controller: typeof rhf.Controller = rhf.Controller;

/**
 * react-hook-form's `useFieldArray`: repeating rows of one form (IP allow-list entries, speech texts).
 * @group Forms and resources
 * @example
 * ```tsx
 * const rows = useFieldArray({ control: form.control, name: 'entries' });
 * return (
 *   <>
 *     {rows.fields.map((row, index) => <FormTextField key={row.id} form={form} name={`entries.${index}.address`} label={t('address')} />)}
 *     <Button onClick={() => rows.append({ address: '' })}>{t('add')}</Button>
 *   </>
 * );
 * ```
 */
export const useFieldArray: typeof rhf.useFieldArray = rhf.useFieldArray;

/**
 * The form `useSchemaForm` answers and every SDK form field takes.
 * @group Forms and resources
 * @example
 * ```tsx
 * function NameField({ form }: { form: UseFormReturn<{ name: string }> }) {
 *   return <FormTextField form={form} name="name" label={t('name')} required />;
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own default, kept so both name the same type
export type UseFormReturn<TFieldValues extends FieldValues = FieldValues, TContext = any, TTransformedValues = TFieldValues> = rhf.UseFormReturn<TFieldValues, TContext, TTransformedValues>;

/**
 * Any form's values: an object by field name.
 * @group Forms and resources
 * @example
 * ```ts
 * function changedFields<V extends FieldValues>(form: UseFormReturn<V>): string[] {
 *   return Object.keys(form.formState.dirtyFields);
 * }
 * ```
 */
export type FieldValues = rhf.FieldValues;

/**
 * A form's control, for `Controller` and `useFieldArray`.
 * @group Forms and resources
 * @example
 * ```tsx
 * function VolumeField({ control }: { control: Control<{ volume: number }> }) {
 *   return <Controller control={control} name="volume" render={({ field }) => <Input type="number" value={String(field.value)} onChange={field.onChange} />} />;
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own default, kept so both name the same type
export type Control<TFieldValues extends FieldValues = FieldValues, TContext = any, TTransformedValues = TFieldValues> = rhf.Control<TFieldValues, TContext, TTransformedValues>;

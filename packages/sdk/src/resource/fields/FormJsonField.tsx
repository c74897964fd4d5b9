import { Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { jsonSyntaxError } from '@fleetdeck/model';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldError } from './fieldError.js';
import { displayValue } from './fieldValue.js';

const useStyles = makeStyles({
  editor: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, minHeight: '16em' },
});

/**
 * Props of `FormJsonField`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: FormJsonFieldProps<{ definition: string }> = { form, name: 'definition', label: t('definition'), syntaxMessage: (line, column) => t('jsonSyntax', { line, column }), rows: 12 };
 * return <FormJsonField {...props} />;
 * ```
 */
export interface FormJsonFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  /** The translated sentence for a syntax error, e.g. "JSON syntax error at line {{line}}, column {{column}}". */
  syntaxMessage: (line: number, column: number) => string;
  /** An empty text is allowed (an optional JSON field). */
  allowEmpty?: boolean;
  rows?: number;
}

/**
 * The syntax problem of a JSON text as a field issue (for ResourceForm's `validate`), or none.
 * @group Forms and resources
 * @example
 * ```tsx
 * <ResourceForm validate={(values) => jsonFieldIssues('definition', values.definition, (line, column) => t('jsonSyntax', { line, column }))}>
 *   {(form) => <FormJsonField form={form} name="definition" label={t('definition')} syntaxMessage={(line, column) => t('jsonSyntax', { line, column })} />}
 * </ResourceForm>
 * ```
 */
export function jsonFieldIssues(path: string, text: unknown, syntaxMessage: (line: number, column: number) => string, allowEmpty = false) {
  if (typeof text !== 'string' || (allowEmpty && text.trim() === '') || text === '') return [];
  const problem = jsonSyntaxError(text);
  return problem ? [{ path, code: 'jsonSyntax', message: syntaxMessage(problem.line, problem.column) }] : [];
}

/**
 * A JSON text editor (monospace text area) bound to a schema form. A syntax error shows under it
 * with its line and column while typing; the form's own errors (required, server) take precedence.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * <FormJsonField form={form} name="settings" label={t('settings')} syntaxMessage={t('notJson')} allowEmpty />
 * ```
 */
export function FormJsonField<T extends FieldValues>({ form, name, label, required, hint, syntaxMessage, allowEmpty = false, rows = 14 }: FormJsonFieldProps<T>) {
  const styles = useStyles();
  const formError = fieldError(form.formState.errors, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const live = jsonFieldIssues(name, field.value, syntaxMessage, allowEmpty)[0]?.message;
        const error = formError ?? live;
        return (
          <Field label={label} required={required} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
            <Textarea
              name={field.name}
              ref={field.ref}
              className={styles.editor}
              rows={rows}
              spellCheck={false}
              value={displayValue(field.value)}
              onBlur={field.onBlur}
              onChange={(_event, data) => field.onChange(data.value)}
              resize="vertical"
            />
          </Field>
        );
      }}
    />
  );
}

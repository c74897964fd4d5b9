import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSession } from '../auth/sessionStore.js';
import { useCan } from '../auth/useCan.js';
import type { FormChecks } from '../forms/schemaResolver.js';
import { useSchemaForm } from '../forms/useSchemaForm.js';
import { useLanguage } from '../i18n/language.js';
import { useNavigate } from '../routing/routerHooks.js';
import { showAlert } from '../shell/alertStore.js';
import { DeleteDialog } from './DeleteDialog.js';
import { useEditContext } from './EditContext.js';
import { entityEditSchema } from '@fleetdeck/model';
import { entityFormValues, entityJsonIssues } from './entityFormValues.js';
import { failureMessage } from './failureMessage.js';
import { recordTitle } from './recordTitle.js';
import { resolvePath } from './resourcePath.js';
import type { ResourceRecord } from './resourceDefinition.js';
import { applyServerErrors } from '../forms/applyServerErrors.js';
import { serverFieldMessage } from './serverFieldErrors.js';
import { useResourceT } from './useResourceT.js';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end', flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
});

/**
 * A rule problem found before sending (same shape as the server's field details).
 * @group Forms and resources
 * @example
 * ```ts
 * const issue: FormIssue = { path: 'definition', code: 'jsonSyntax', message: t('jsonSyntax', { line: 3, column: 7 }) };
 * ```
 */
export interface FormIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * Props of `ResourceForm`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const validate: ResourceFormProps<{ password: string }>['validate'] = (values) =>
 *   values.password.length < 8 ? [{ path: 'password', code: 'minLength', message: t('passwordTooShort') }] : [];
 * return <ResourceForm defaultValues={{ password: '' }} validate={validate}>{(form) => <FormTextField form={form} name="password" label={t('password')} type="password" />}</ResourceForm>;
 * ```
 */
export interface ResourceFormProps<V extends FieldValues> {
  /** Values of a new record; their keys are the fields this form owns. For a resource of an entity: these over every editable field's default. */
  defaultValues?: V;
  /** JSON Schema the form validates with; default the resource's create schema, or its update schema when editing (where an entity's required fields stay required). */
  formSchema?: object;
  /** Form values of a loaded record; `values` are the record's values of the form's fields (the default). */
  toFormValues?: (record: ResourceRecord, values: V) => V;
  /** The API body for the values; default the values as the schema reads them (see `schemaBody`). */
  toBody?: (values: V, mode: 'create' | 'edit') => object;
  /** Rules a schema cannot say (password rules), checked before sending; shown beside their fields. */
  validate?: (values: V, mode: 'create' | 'edit') => FormIssue[];
  /** After saving; default: a new record opens its edit page. */
  onSaved?: (record: ResourceRecord, mode: 'create' | 'edit') => void;
  /** The page's words for rule codes only it knows (`modeTaken`), already translated; shown beside the field the server names. */
  messages?: Readonly<Record<string, string>>;
  /** Hide the delete button (records that are deleted elsewhere or never). */
  hideDelete?: boolean;
  children: (form: UseFormReturn<V>, mode: 'create' | 'edit') => ReactNode;
}

function pickValues<V extends FieldValues>(defaults: V, record: ResourceRecord): V {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) out[key] = record[key] ?? defaults[key];
  return out as V;
}

/**
 * The form of one record: validated with the resource's JSON Schema (compiled once), server
 * field errors beside their fields, a clear message for every failure, delete with confirmation
 * and a guard against leaving with unsaved changes.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * <ResourceEdit resource={floorResource} id={id} params={{ buildingId }}>
 *   <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
 * </ResourceEdit>
 * ```
 */
export function ResourceForm<V extends FieldValues>({ defaultValues: givenDefaults, formSchema, toFormValues, toBody, validate, onSaved, messages, hideDelete, children }: ResourceFormProps<V>) {
  const styles = useStyles();
  const controller = useEditContext();
  const { resource, mode, record } = controller;
  const t = useResourceT();
  const language = useLanguage();
  const navigate = useNavigate();
  const canWrite = useCan(resource.access, mode === 'create' ? 'create' : 'update').can;
  const session = useSession();
  const canDelete = useCan(resource.access, 'delete').can && mode === 'edit' && !hideDelete && (!record || (resource.deletable?.(record, session) ?? true));
  const entity = resource.entity;
  // An entity's form starts from its declared defaults; the page's own values (a user's organization) go over them.
  // A page with a form schema of its own owns the whole form: its values alone say which fields there are.
  const defaultValues = useMemo(
    () => (entity && !formSchema ? { ...entityFormValues(entity, mode), ...givenDefaults } : (givenDefaults ?? (entity ? entityFormValues(entity, mode) : {}))) as V,
    [givenDefaults, entity, mode, formSchema],
  );
  const formValues = useMemo(() => (loaded: ResourceRecord) => {
    const values = pickValues(defaultValues, loaded);
    return toFormValues ? toFormValues(loaded, values) : values;
  }, [toFormValues, defaultValues]);
  const initial = useMemo(() => (record ? formValues(record) : defaultValues), [record, formValues, defaultValues]);
  const editSchema = useMemo(() => (entity ? entityEditSchema(entity, Object.keys(defaultValues)) : resource.schema.update), [entity, defaultValues, resource.schema.update]);
  // JSON syntax and the page's own rules are checked with the schema, so every problem shows on the first submit.
  const checks = useCallback<FormChecks<V>>(
    (values) =>
      [...(entity ? entityJsonIssues(entity, values, mode, (line, column) => t('form.jsonSyntax', { line, column })) : []), ...(validate?.(values, mode) ?? [])].map((issue) => ({
        path: issue.path,
        type: issue.code,
        message: messages?.[issue.code] ?? serverFieldMessage(issue, language, t),
      })),
    [entity, mode, t, validate, messages, language],
  );
  const form = useSchemaForm<V>(formSchema ?? (mode === 'edit' ? editSchema : resource.schema.create), { defaultValues: initial as DefaultValues<V> }, checks);
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const [confirming, setConfirming] = useState(false);
  const fields = useMemo(() => new Set(Object.keys(defaultValues)), [defaultValues]);
  const listPath = resolvePath(resource.routes.list, controller.params);

  const submit = form.handleSubmit(async (values) => {
    const issues = [...(entity ? entityJsonIssues(entity, values, mode, (line, column) => t('form.jsonSyntax', { line, column })) : []), ...(validate?.(values, mode) ?? [])];
    if (issues.length > 0) {
      for (const issue of issues) form.setError(issue.path as Path<V>, { type: issue.code, message: messages?.[issue.code] ?? serverFieldMessage(issue, language, t) });
      return;
    }
    try {
      const saved = await controller.save(toBody ? toBody(values, mode) : values);
      form.reset(formValues(saved));
      showAlert({ type: 'success', message: t(mode === 'create' ? 'form.created' : 'form.saved') });
      if (onSaved) onSaved(saved, mode);
      else if (mode === 'create') navigate(resolvePath(resource.routes.edit, { ...controller.params, ...(saved as Record<string, string | number>), id: saved.id }));
    } catch (error) {
      const placed = applyServerErrors(form, error, { t, language, messages, fields, root: false });
      const failure = failureMessage(mode === 'create' ? 'create' : 'update', error);
      const reason = placed > 0 ? undefined : failure.reason;
      form.setError('root.server' as Path<V>, { type: 'server', message: [t(failure.key), reason].filter(Boolean).join(' ') });
    }
  });

  const remove = async () => {
    setConfirming(false);
    try {
      await controller.remove();
      form.reset(form.getValues());
      showAlert({ type: 'success', message: t('form.deleted') });
      navigate(listPath);
    } catch (error) {
      const failure = failureMessage('delete', error);
      form.setError('root.server' as Path<V>, { type: 'server', message: [t(failure.key), failure.reason].filter(Boolean).join(' ') });
    }
  };

  const serverError = (form.formState.errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t(mode === 'create' ? 'form.create' : 'form.save')}>
      {serverError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
        {children(form, mode)}
      </fieldset>
      <div className={styles.actions}>
        {canDelete ? (
          <Button appearance="secondary" onClick={() => setConfirming(true)}>
            {t('form.delete')}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <Button appearance="secondary" onClick={() => guard.leave(listPath)}>
          {t('form.cancel')}
        </Button>
        {canWrite ? (
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {t(mode === 'create' ? 'form.create' : 'form.save')}
          </Button>
        ) : null}
      </div>
      <DeleteDialog open={confirming} name={recordTitle(resource, record)} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
      {guard.dialog}
    </form>
  );
}

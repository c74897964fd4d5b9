import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { NotificationLevel, NotificationTargetForm, NotificationTargetType, type NotificationTarget, type NotificationTargetRecord } from '@fleetdeck/model';
import {
  api, ErrorPanel, failureMessage, FormSelectField, FormTextField, isHttpError, PageLayout, serverFieldMessage, showAlert, useBuildingChoices, useLanguage, useNavigate, useParams, useQuery, useResourceT, useSchemaForm, useT, useUnsavedChangesGuard,
} from '@fleetdeck/sdk';
import type { DefaultValues } from 'react-hook-form';
import {
  newNotificationTarget, notificationTargetIssues, storedTargetBody, targetFieldOf, toNotificationTarget,
  toNotificationTargetForm, type NotificationTargetFormValues,
} from './notificationTargetForm.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
});

interface OrganizationWithTargets {
  id: number;
  name: string;
  notificationTargets: NotificationTargetRecord[];
}

function TargetForm({ organization, index }: { organization: OrganizationWithTargets; index: number }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const language = useLanguage();
  const navigate = useNavigate();
  const buildings = useBuildingChoices();
  const existing = organization.notificationTargets[index];
  const form = useSchemaForm<NotificationTargetFormValues>(NotificationTargetForm, {
    defaultValues: (existing ? toNotificationTargetForm(existing) : newNotificationTarget) as DefaultValues<NotificationTargetFormValues>,
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const back = `/organization/${organization.id}`;
  const type = form.watch('type');
  // Write-only: a saved password is never shown; leaving the field empty keeps it.
  const keepsPassword = form.watch('passwordSet') === true;

  const write = async (targets: NotificationTarget[], done: string) => {
    await api.patch(`/organizations/${organization.id}`, { notificationTargets: targets });
    form.reset(form.getValues());
    showAlert({ type: 'success', message: t(done) });
    navigate(back);
  };

  const submit = form.handleSubmit(async (values) => {
    const issues = notificationTargetIssues(values);
    if (issues.length > 0) {
      for (const issue of issues) form.setError(issue.path as 'address', { type: issue.code, message: serverFieldMessage(issue, language, rt) });
      return;
    }
    const targets = organization.notificationTargets.map(storedTargetBody);
    const at = existing ? index : targets.length;
    targets[at] = toNotificationTarget(values, existing?.id);
    try {
      await write(targets, 'target.saved');
    } catch (error) {
      let placed = 0;
      for (const detail of isHttpError(error) ? error.details : []) {
        const field = targetFieldOf(detail.path, at);
        if (!field) continue;
        form.setError(field as 'address', { type: detail.code, message: serverFieldMessage(detail, language, rt) });
        placed += 1;
      }
      const failure = failureMessage(existing ? 'update' : 'create', error);
      form.setError('root.server', { type: 'server', message: [t('target.saveFailed'), placed > 0 ? undefined : failure.reason ?? rt(failure.key)].filter(Boolean).join(' ') });
    }
  });

  const remove = async () => {
    try {
      await write(organization.notificationTargets.filter((_target, i) => i !== index).map(storedTargetBody), 'target.deleted');
    } catch (error) {
      form.setError('root.server', { type: 'server', message: rt(failureMessage('delete', error).key) });
    }
  };

  const serverError = form.formState.errors.root?.server?.message;
  const chat = type === NotificationTargetType.elgana;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {serverError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <FormSelectField form={form} name="type" label={t('target.type')} required numeric emptyLabel={rt('form.none')}
        choices={Object.values(NotificationTargetType).map((value) => ({ value, label: t(`target.types.${value}`) }))} />
      <FormSelectField form={form} name="level" label={t('target.level')} required numeric
        choices={Object.values(NotificationLevel).map((value) => ({ value, label: t(`target.levels.${value}`) }))} />
      <FormSelectField form={form} name="buildingId" label={t('target.buildingId')} numeric emptyLabel={t('target.allBuildings')} choices={buildings} />
      {chat ? (
        <>
          <FormTextField form={form} name="room" label={t('target.room')} required />
          <FormTextField form={form} name="chatBotLoginId" label={t('target.chatBotLoginId')} required />
          <FormTextField form={form} name="password" label={t('target.password')} type="password" autoComplete="new-password"
            required={!keepsPassword} hint={keepsPassword ? t('target.passwordKept') : undefined} />
          <FormTextField form={form} name="spaceId" label={t('target.spaceId')} required />
        </>
      ) : (
        <FormTextField form={form} name="address" label={t('target.address')} required />
      )}
      <div className={styles.actions}>
        {existing ? <Button onClick={() => void remove()}>{t('target.delete')}</Button> : null}
        <Button onClick={() => guard.leave(back)}>{rt('form.cancel')}</Button>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {rt(existing ? 'form.save' : 'form.create')}
        </Button>
      </div>
      {guard.dialog}
    </form>
  );
}

/** /organization/:id/notif-target/create and /:ntid: one notification target of an organization. */
export function NotificationTargetPage() {
  const { id = '', ntid } = useParams();
  const t = useT();
  const rt = useResourceT();
  const { data, error, loading, reload } = useQuery<OrganizationWithTargets>(`/organizations/${encodeURIComponent(id)}`);
  const title = t(ntid ? 'title.notifTargetEdit' : 'title.notifTargetCreate');
  let content;
  if (loading) content = <Spinner label={rt('list.loading')} />;
  else if (error || !data) content = <ErrorPanel title={title} message={rt(failureMessage('fetch', error).key)} onRetry={reload} />;
  else {
    // A target is addressed by its id, or by its position for targets saved without one.
    const index = ntid === undefined ? -1 : data.notificationTargets.findIndex((target, i) => String(target.id ?? i) === ntid);
    content = ntid !== undefined && index < 0 ? <ErrorPanel title={title} message={t('target.notFound')} /> : <TargetForm organization={data} index={index} />;
  }
  return <PageLayout title={data ? `${title}: ${data.name}` : title}>{content}</PageLayout>;
}

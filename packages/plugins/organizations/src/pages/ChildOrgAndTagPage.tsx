import { Button, MessageBar, MessageBarBody, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AccountTagForm, AccountTagRole, AccountTagTargetType, type AccountTag } from '@fleetdeck/model';
import {
  ErrorPanel, FormSelectField, FormTextField, Link, PageLayout, ResourceList, api, failureMessage, isHttpError, serverFieldMessage,
  showAlert, useChoices, useLanguage, useParams, useQuery, useResourceT, useSchemaForm, useT,
} from '@fleetdeck/sdk';
import type { DefaultValues } from 'react-hook-form';
import { organizationResource } from '../resources/organizationResource.js';
import { newAccountTag, tagFieldOf, toAccountTag, type AccountTagFormValues } from './accountTagForm.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '880px' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

interface OrganizationWithTags {
  id: number;
  name: string;
  accountTags: AccountTag[];
}

interface OperatorChoiceRow {
  id: number;
  lastName: string;
  firstName: string;
  loginId: string;
}

function operatorLabel(row: OperatorChoiceRow): string {
  return `${row.lastName} ${row.firstName} (${row.loginId})`;
}

function AddTagForm({ organization, onSaved }: { organization: OrganizationWithTags; onSaved: () => void }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const language = useLanguage();
  const form = useSchemaForm<AccountTagFormValues>(AccountTagForm, { defaultValues: newAccountTag as DefaultValues<AccountTagFormValues> });
  const targetType = form.watch('targetType');
  const operators = useChoices<OperatorChoiceRow>('/operators', { label: operatorLabel, order: ['lastName ASC'] });
  const organizations = useChoices('/organizations', { enabled: targetType === 'organization' });
  const buildings = useChoices('/buildings', { enabled: targetType === 'building' });
  const targets = targetType === 'organization' ? organizations : targetType === 'building' ? buildings : targetType === 'operator' ? operators : [];
  const roles = Object.values(AccountTagRole).map((value) => ({ value, label: t(`tag.roles.${value}`) }));

  const submit = form.handleSubmit(async (values) => {
    const index = organization.accountTags.length;
    try {
      await api.patch(`/organizations/${organization.id}`, { accountTags: [...organization.accountTags, toAccountTag(values)] });
      form.reset(newAccountTag);
      showAlert({ type: 'success', message: t('tag.saved') });
      onSaved();
    } catch (error) {
      let placed = 0;
      for (const detail of isHttpError(error) ? error.details : []) {
        const field = tagFieldOf(detail.path, index);
        if (!field) continue;
        form.setError(field as 'name', { type: detail.code, message: serverFieldMessage(detail, language, rt) });
        placed += 1;
      }
      if (placed === 0) form.setError('root.server', { type: 'server', message: rt(failureMessage('create', error).key) });
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="add-tag">
      <Subtitle2 as="h3" id="add-tag">{t('tag.add')}</Subtitle2>
      {serverError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.form}>
        <FormTextField form={form} name="name" label={t('detail.tagName')} required />
        <FormSelectField form={form} name="operatorId" label={t('tag.manager')} required numeric emptyLabel={rt('form.none')} choices={operators} />
        <FormSelectField form={form} name="managerRole" label={t('tag.managerRole')} required numeric choices={roles} />
        <FormSelectField form={form} name="targetType" label={t('tag.targetType')} required emptyLabel={rt('form.none')}
          choices={AccountTagTargetType.map((value) => ({ value, label: t(`tag.targetTypes.${value}`) }))} />
        <FormSelectField form={form} name="targetId" label={t('tag.target')} required numeric emptyLabel={rt('form.none')} choices={targets} />
        <FormSelectField form={form} name="targetRole" label={t('tag.targetRole')} required numeric choices={roles} />
      </div>
      <Button type="submit" appearance="primary" style={{ marginTop: tokens.spacingVerticalM }}>{t('tag.add')}</Button>
    </form>
  );
}

function TagsSection({ organization, reload }: { organization: OrganizationWithTags; reload: () => void }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const remove = async (index: number) => {
    try {
      await api.patch(`/organizations/${organization.id}`, { accountTags: organization.accountTags.filter((_tag, i) => i !== index) });
      showAlert({ type: 'success', message: t('tag.deleted') });
      reload();
    } catch (error) {
      showAlert({ type: 'error', message: rt(failureMessage('delete', error).key) });
    }
  };
  return (
    <section className={styles.section} aria-labelledby="account-tags">
      <Subtitle2 as="h2" id="account-tags">{t('detail.accountTags')}</Subtitle2>
      {organization.accountTags.length === 0 ? (
        <Text>{t('detail.noTags')}</Text>
      ) : (
        <Table aria-labelledby="account-tags" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('detail.tagName')}</TableHeaderCell>
              <TableHeaderCell>{t('detail.managers')}</TableHeaderCell>
              <TableHeaderCell>{t('detail.targets')}</TableHeaderCell>
              <TableHeaderCell>{rt('list.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {organization.accountTags.map((tag, index) => (
              <TableRow key={tag.id ?? index}>
                <TableCell>{tag.name}</TableCell>
                <TableCell>{tag.managers.length}</TableCell>
                <TableCell>{tag.targets.map((target) => `${t(`tag.targetTypes.${target.targetType}`)} #${target.targetId}`).join(', ')}</TableCell>
                <TableCell>
                  <Button size="small" aria-label={`${rt('list.delete')}: ${tag.name}`} onClick={() => void remove(index)}>{rt('list.delete')}</Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AddTagForm organization={organization} onSaved={reload} />
    </section>
  );
}

/** /organization/:organizationId/child-org-and-tag: organizations below this one and its account tags. */
export function ChildOrgAndTagPage() {
  const { organizationId = '' } = useParams();
  const t = useT();
  const rt = useResourceT();
  const { data, error, loading, reload } = useQuery<OrganizationWithTags>(`/organizations/${encodeURIComponent(organizationId)}`);
  const title = t('title.childOrgAndTag');
  if (loading && !data) return <PageLayout title={title}><Spinner label={rt('list.loading')} /></PageLayout>;
  if (error || !data) return <PageLayout title={title}><ErrorPanel title={title} message={rt(failureMessage('fetch', error).key)} onRetry={reload} /></PageLayout>;
  return (
    <PageLayout title={`${title}: ${data.name}`} actions={<Link to={`/organization/${data.id}`}>{t('detail.backToOrganization')}</Link>}>
      <section aria-labelledby="child-organizations">
        <Subtitle2 as="h2" id="child-organizations">{t('detail.children')}</Subtitle2>
        <ResourceList resource={organizationResource} where={{ parentId: data.id }} embedded />
      </section>
      <TagsSection organization={data} reload={reload} />
    </PageLayout>
  );
}

import { KeyManagerType, type ApiKeyRecord } from '@fleetdeck/model';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  DeleteDialog, ErrorPanel, PageLayout, formatDateTime, ReadOnlyTable, api, failureMessage, showAlert, useQuery, useResourceT, useT,
} from '@fleetdeck/sdk';
import { useState } from 'react';

import { KeyForm } from './KeyForm.js';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalS } });

/** Which keys a key page manages. */
export type KeyPageType = typeof KeyManagerType.skyway | typeof KeyManagerType.azure;

/** /system/skyway/list and /system/azure/list: the keys of one type, masked; add, rotate and delete. */
export function KeyListPage({ type }: { type: KeyPageType }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const title = t(type === KeyManagerType.skyway ? 'title.skywayKeyList' : 'title.azureKeyList');
  const list = useQuery<ApiKeyRecord[]>('/keys', { query: { filter: JSON.stringify({ where: { type }, order: ['createdAt DESC'], limit: 200 }) } });
  const [rotating, setRotating] = useState<ApiKeyRecord | null>(null);
  const [deleting, setDeleting] = useState<ApiKeyRecord | null>(null);

  const remove = async (key: ApiKeyRecord) => {
    setDeleting(null);
    try {
      await api.delete(`/keys/${key.id}`);
      showAlert({ type: 'success', message: rt('form.deleted') });
      list.reload();
    } catch (error) {
      const failure = failureMessage('delete', error);
      showAlert({ type: 'error', message: [rt(failure.key), failure.reason].filter(Boolean).join(' ') });
    }
  };
  const saved = () => {
    setRotating(null);
    list.reload();
  };

  return (
    <PageLayout title={title}>
      {list.error ? (
        <ErrorPanel title={title} message={rt('errors.fetchFailed')} onRetry={list.reload} />
      ) : (
        <ReadOnlyTable<ApiKeyRecord>
          label={title}
          testId="apiKeys"
          rows={list.data ?? []}
          rowKey={(row) => row.id}
          columns={[
            { id: 'name', label: t('key.name'), render: (row) => row.name },
            { id: 'value', label: t('key.value'), render: (row) => <code>{row.maskedValue}</code> },
            { id: 'updatedAt', label: t('field.updatedAt'), render: (row) => formatDateTime(row.updatedAt) },
            {
              id: 'actions',
              label: rt('list.actions'),
              render: (row) => (
                <span className={styles.actions}>
                  <Button size="small" aria-label={`${t('key.rotate')}: ${row.name}`} onClick={() => setRotating(row)}>
                    {t('key.rotate')}
                  </Button>
                  <Button size="small" appearance="subtle" aria-label={`${rt('list.delete')}: ${row.name}`} onClick={() => setDeleting(row)}>
                    {rt('list.delete')}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}
      <KeyForm key={rotating ? `rotate-${rotating.id}` : 'add'} type={type} rotating={rotating} onSaved={saved} onCancel={() => setRotating(null)} />
      <DeleteDialog open={deleting !== null} name={deleting?.name ?? ''} onConfirm={() => deleting && void remove(deleting)} onCancel={() => setDeleting(null)} />
    </PageLayout>
  );
}

/** /system/skyway/list */
export function SkywayKeyPage() {
  return <KeyListPage type={KeyManagerType.skyway} />;
}

/** /system/azure/list */
export function AzureKeyPage() {
  return <KeyListPage type={KeyManagerType.azure} />;
}

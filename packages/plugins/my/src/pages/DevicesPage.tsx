import type { TrustedDevice } from '@fleetdeck/model';
import { Badge, Button } from '@fluentui/react-components';
import {
  DeleteDialog, ErrorPanel, PageLayout, ReadOnlyTable, api, failureMessage, formatDateTime, showAlert, signOut, useQuery, useResourceT, useT,
} from '@fleetdeck/sdk';
import { useState } from 'react';
import { describeUserAgent } from './describeUserAgent.js';

/** /my/devices: the browsers signed in to this account, with where and when they were used; revoking one signs it out. */
export function DevicesPage() {
  const t = useT();
  const rt = useResourceT();
  const devices = useQuery<TrustedDevice[]>('/my/devices');
  const [revoking, setRevoking] = useState<TrustedDevice | null>(null);
  const name = (device: TrustedDevice) => {
    const { browser, system } = describeUserAgent(device.userAgent);
    return browser || system ? t('devices.browserOn', { browser: browser || t('devices.unknownBrowser'), system: system || t('devices.unknownSystem') }) : t('devices.unknown');
  };

  const revoke = async (device: TrustedDevice) => {
    setRevoking(null);
    try {
      await api.delete(`/my/devices/${device.id}`);
      if (device.current) {
        await signOut();
        return;
      }
      showAlert({ type: 'success', message: t('devices.revoked') });
      devices.reload();
    } catch (error) {
      const failure = failureMessage('delete', error);
      showAlert({ type: 'error', message: [rt(failure.key), failure.reason].filter(Boolean).join(' ') });
    }
  };

  return (
    <PageLayout title={t('title.devices')}>
      {devices.error ? (
        <ErrorPanel title={t('title.devices')} message={rt('errors.fetchFailed')} onRetry={devices.reload} />
      ) : (
        <ReadOnlyTable<TrustedDevice>
          label={t('title.devices')}
          testId="devices"
          rows={devices.data ?? []}
          rowKey={(row) => row.id}
          emphasize={(row) => row.current}
          columns={[
            {
              id: 'device',
              label: t('devices.device'),
              render: (row) => (
                <span title={row.userAgent}>
                  {name(row)} {row.current ? <Badge appearance="tint">{t('devices.current')}</Badge> : null}
                </span>
              ),
            },
            { id: 'ip', label: t('devices.ip'), render: (row) => row.ip },
            { id: 'signedInAt', label: t('devices.signedInAt'), render: (row) => formatDateTime(row.signedInAt) },
            { id: 'lastUsedAt', label: t('devices.lastUsedAt'), render: (row) => formatDateTime(row.lastUsedAt) },
            { id: 'expiresAt', label: t('devices.expiresAt'), render: (row) => formatDateTime(row.expiresAt) },
            {
              id: 'actions',
              label: rt('list.actions'),
              render: (row) => (
                <Button size="small" aria-label={`${t('devices.revoke')}: ${name(row)} ${row.ip}`} onClick={() => setRevoking(row)}>
                  {t('devices.revoke')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <DeleteDialog open={revoking !== null} name={revoking ? `${name(revoking)} (${revoking.ip})` : ''} onConfirm={() => revoking && void revoke(revoking)} onCancel={() => setRevoking(null)} />
    </PageLayout>
  );
}

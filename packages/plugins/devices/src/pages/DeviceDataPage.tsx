import { useState } from 'react';
import { Button, Field, Input, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { DeviceReading } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, toLocalInput, useFormat, useParams, useQuery, useResourceT, useT } from '@fleetdeck/sdk';
import { windowQuery } from './dataWindow.js';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap', marginBottom: tokens.spacingVerticalM },
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** /device/:id/data: the device's readings in a chosen period (last 24 hours at first), newest first. */
export function DeviceDataPage() {
  const { id = '' } = useParams();
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const styles = useStyles();
  const [draft, setDraft] = useState(() => ({ from: toLocalInput(Date.now() - DAY_MS), to: '' }));
  const [applied, setApplied] = useState(draft);
  const device = useQuery<{ name: string }>(`/devices/${id}`);
  const readings = useQuery<DeviceReading[]>(`/devices/${id}/data`, { query: windowQuery(applied) });
  const title = device.data ? `${t('title.data')}: ${device.data.name}` : t('title.data');
  const failed = device.error ?? readings.error;
  return (
    <PageLayout title={title}>
      <Link to={`/device/${id}`}>{t('data.back')}</Link>
      <form
        className={styles.bar}
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(draft);
        }}
      >
        <Field label={t('data.from')}>
          <Input type="datetime-local" value={draft.from} onChange={(_e, d) => setDraft((s) => ({ ...s, from: d.value }))} />
        </Field>
        <Field label={t('data.to')}>
          <Input type="datetime-local" value={draft.to} onChange={(_e, d) => setDraft((s) => ({ ...s, to: d.value }))} />
        </Field>
        <Button type="submit" appearance="primary">{t('data.apply')}</Button>
      </form>
      {failed ? (
        <ErrorPanel title={title} message={rt('errors.fetchFailed')} onRetry={() => { device.reload(); readings.reload(); }} pluginId="devices" />
      ) : readings.loading ? (
        <Spinner label={rt('list.loading')} />
      ) : (readings.data ?? []).length === 0 ? (
        <p>{t('data.empty')}</p>
      ) : (
        <>
          <p>{t('data.count', { count: readings.data?.length ?? 0 })}</p>
          <Table aria-label={t('data.table')} data-testid="device-readings" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('data.at')}</TableHeaderCell>
                <TableHeaderCell>{t('data.metric')}</TableHeaderCell>
                <TableHeaderCell style={{ textAlign: 'end' }}>{t('data.value')}</TableHeaderCell>
                <TableHeaderCell>{t('data.unit')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(readings.data ?? []).map((reading) => (
                <TableRow key={reading.id}>
                  <TableCell>{format.dateTime(reading.at)}</TableCell>
                  <TableCell>{reading.metric}</TableCell>
                  <TableCell style={{ textAlign: 'end' }}>{format.number(reading.value)}</TableCell>
                  <TableCell>{reading.unit}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </PageLayout>
  );
}

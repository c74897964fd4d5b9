import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
} from '@fluentui/react-components';
import type { BuildingRecord } from '@fleetdeck/model';
import { ErrorPanel, PageLayout, useLiveRobots, useQuery, useT } from '@fleetdeck/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BatteryChart } from './BatteryChart.js';
import { appendSample, emptyHistory, hasReadings } from './batteryHistory.js';
import { summarizeBuildings } from './fleetSummary.js';

// One sample every 2 s, five minutes kept: enough to see a robot charge or drain.
const SAMPLE_MS = 2000;
const MAX_SAMPLES = 150;

// By the SDK's stream status; 'closed' is brief: before first use, or while the shell signs the user out.
const connectionColour = { connecting: 'informative', open: 'success', reconnecting: 'warning', closed: 'danger' } as const;

/** Battery and availability per building, live, with a chart of the average battery. */
export function BatteryOverviewPage() {
  const t = useT();
  const buildings = useQuery<BuildingRecord[]>('/buildings');
  // The SDK's one page stream, following every building the operator may see.
  const live = useLiveRobots(null);
  const list = useMemo(
    () =>
      (buildings.data ?? [])
        .map((building) => ({ id: Number(building.id), name: building.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [buildings.data],
  );
  const rows = useMemo(() => summarizeBuildings(list, live.robots), [list, live.robots]);
  const names = useMemo(() => new Map(list.map((building) => [building.id, building.name])), [list]);

  const [history, setHistory] = useState(emptyHistory);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  useEffect(() => {
    const sample = () =>
      setHistory((previous) =>
        appendSample(
          previous,
          Date.now() / 1000,
          new Map(rowsRef.current.map((row) => [row.buildingId, row.averageBattery])),
          MAX_SAMPLES,
        ),
      );
    sample();
    const timer = setInterval(sample, SAMPLE_MS);
    return () => clearInterval(timer);
  }, []);

  if (buildings.error) return <ErrorPanel message={t('loadFailed')} onRetry={buildings.reload} />;

  return (
    <PageLayout
      title={t('title')}
      actions={
        <Badge appearance="tint" color={connectionColour[live.status]} role="status">
          {t(`connection.${live.status}`)}
        </Badge>
      }
    >
      <Text>{t('intro')}</Text>
      {!buildings.loading && rows.length === 0 ? <Text>{t('noBuildings')}</Text> : null}
      {rows.length > 0 ? (
        <Table aria-label={t('title')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('columns.building')}</TableHeaderCell>
              <TableHeaderCell>{t('columns.robots')}</TableHeaderCell>
              <TableHeaderCell>{t('columns.online')}</TableHeaderCell>
              <TableHeaderCell>{t('columns.available')}</TableHeaderCell>
              <TableHeaderCell>{t('columns.averageBattery')}</TableHeaderCell>
              <TableHeaderCell>{t('columns.lowBattery')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.buildingId}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.robots}</TableCell>
                <TableCell>{row.online}</TableCell>
                <TableCell>{row.available}</TableCell>
                <TableCell>{row.averageBattery === null ? t('noBattery') : `${row.averageBattery}%`}</TableCell>
                <TableCell>{row.lowBattery}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Title3 as="h2">{t('chartTitle')}</Title3>
      {hasReadings(history) ? null : <Text>{t('chartEmpty')}</Text>}
      <BatteryChart history={history} names={names} label={t('chartTitle')} />
    </PageLayout>
  );
}

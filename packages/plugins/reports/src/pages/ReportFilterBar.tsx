import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ReportHeaderType, ReportResult } from '@fleetdeck/model';
import { useQuery, useT } from '@fleetdeck/sdk';
import type { ReportFilters } from './reportFilters.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
});

/** The report list's filters: building, robot, type, result and period; each change asks for the first page again. */
export function ReportFilterBar({ filters, robots, onChange }: { filters: ReportFilters; robots: Map<number, string>; onChange: (next: ReportFilters) => void }) {
  const t = useT();
  const styles = useStyles();
  const buildings = useQuery<Array<{ id: number; name: string }>>('/buildings', { query: { filter: { fields: ['id', 'name'], order: 'name ASC', limit: 1000 } } });
  const set = (key: keyof ReportFilters, value: string) => {
    const next: ReportFilters = { ...filters };
    if (value === '') delete next[key];
    else if (key === 'from' || key === 'to') next[key] = value;
    else next[key] = Number(value);
    onChange(next);
  };
  const choice = (key: 'buildingId' | 'robotId' | 'type' | 'result', options: Array<[number, string]>) => (
    <Field label={t(`filter.${key}`)}>
      <Select value={filters[key] === undefined ? '' : String(filters[key])} onChange={(_, data) => set(key, data.value)} data-testid={`report-filter-${key}`}>
        <option value="">{t('filter.all')}</option>
        {options.map(([value, label]) => <option key={value} value={String(value)}>{label}</option>)}
      </Select>
    </Field>
  );
  return (
    <search className={styles.bar} aria-label={t('filter.region')}>
      {choice('buildingId', (buildings.data ?? []).map((b) => [b.id, b.name]))}
      {choice('robotId', [...robots.entries()].sort((a, b) => a[1].localeCompare(b[1])))}
      {choice('type', Object.values(ReportHeaderType).map((type) => [type, t(`headerType.${type}`)]))}
      {choice('result', Object.values(ReportResult).map((result) => [result, t(`result.${result}`)]))}
      <Field label={t('filter.from')}>
        <Input type="date" value={filters.from ?? ''} onChange={(_, data) => set('from', data.value)} data-testid="report-filter-from" />
      </Field>
      <Field label={t('filter.to')}>
        <Input type="date" value={filters.to ?? ''} onChange={(_, data) => set('to', data.value)} data-testid="report-filter-to" />
      </Field>
      <Button onClick={() => onChange({})} disabled={Object.keys(filters).length === 0}>{t('filter.clear')}</Button>
    </search>
  );
}

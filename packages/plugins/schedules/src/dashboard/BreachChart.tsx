import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { BarChart, ReadOnlyTable, useFormat, useT } from '@fleetdeck/sdk';
import { BREACH_LEVELS, type BreachLevel, type DayBreaches } from './breachesByDay.js';

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, maxWidth: '640px' },
});

/** The column colour of each level. */
const LEVEL_COLOURS: Record<BreachLevel, string> = { 0: 'colorPaletteBlueBackground2', 5: 'colorPaletteMarigoldBackground3', 9: 'colorPaletteRedBackground3' };

/** Threshold breaches per day stacked by level, titled for screen readers, with the same counts in a table below. */
export function BreachChart({ days, title }: { days: readonly DayBreaches[]; title: string }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const tableId = useId();
  const total = (d: DayBreaches) => BREACH_LEVELS.reduce<number>((sum, level) => sum + d.counts[level], 0);
  if (days.every((d) => total(d) === 0)) return <Text data-testid="breach-chart-empty">{t('dashboard.noBreaches')}</Text>;
  const levelWords = (level: BreachLevel) => t(`trigger.levels.${level}`);
  const shortDay = (day: string) => day.slice(5).replace('-', '/');
  return (
    <figure className={styles.figure}>
      <BarChart
        title={title}
        testId="breach-chart"
        describedBy={tableId}
        categories={days.map((d) => shortDay(d.day))}
        series={BREACH_LEVELS.map((level) => ({ label: levelWords(level), colour: LEVEL_COLOURS[level], values: days.map((d) => d.counts[level]) }))}
        stacked
        height={160}
        formatValue={(value) => (Number.isInteger(value) ? format.number(value) : '')}
      />
      <div id={tableId}>
        <ReadOnlyTable<DayBreaches>
          label={t('dashboard.breachTable')}
          testId="breach-table"
          rows={days}
          rowKey={(d) => d.day}
          columns={[
            { id: 'day', label: t('dashboard.day'), render: (d) => d.day },
            ...BREACH_LEVELS.map((level) => ({ id: String(level), label: levelWords(level), render: (d: DayBreaches) => format.number(d.counts[level]), align: 'end' as const })),
          ]}
        />
      </div>
    </figure>
  );
}

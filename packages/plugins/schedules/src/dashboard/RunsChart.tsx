import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { BarChart, useFormat, useT } from '@fleetdeck/sdk';
import { RUN_RESULTS, type BuildingRuns, type RunResult } from './runsByBuilding.js';

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, maxWidth: '640px' },
  legend: { display: 'flex', columnGap: tokens.spacingHorizontalL },
  swatch: { display: 'inline-block', width: '10px', height: '10px', marginInlineEnd: tokens.spacingHorizontalXS },
  done: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  fail: { backgroundColor: tokens.colorPaletteRedBackground3 },
  cancel: { backgroundColor: tokens.colorNeutralForeground3 },
});

/** The bar colour of each result, as Fluent tokens (the legend's swatches use the same). */
const RESULT_COLOURS: Record<RunResult, string> = { done: 'colorPaletteGreenBackground3', fail: 'colorPaletteRedBackground3', cancel: 'colorNeutralForeground3' };

/** Finished flow runs per building as stacked bars (done, failed, cancelled), with the counts in words for screen readers. */
export function RunsChart({ buildings }: { buildings: BuildingRuns[] }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const summaryId = useId();
  if (buildings.length === 0) return <Text data-testid="runs-chart-empty">{t('dashboard.noRuns')}</Text>;
  const words = (r: RunResult) => t(`result.${r}`);
  const summary = buildings
    .map((b) => `${b.label}: ${RUN_RESULTS.map((r) => `${words(r)} ${format.number(b.counts[r])}`).join(', ')}`)
    .join('; ');
  return (
    <figure className={styles.figure}>
      <BarChart
        title={t('dashboard.runs')}
        testId="runs-chart"
        describedBy={summaryId}
        categories={buildings.map((b) => b.label)}
        series={RUN_RESULTS.map((r) => ({ label: words(r), colour: RESULT_COLOURS[r], values: buildings.map((b) => b.counts[r]) }))}
        stacked
        formatValue={(value) => (Number.isInteger(value) ? format.number(value) : '')}
      />
      <Text size={200} className={styles.legend} aria-hidden>
        {RUN_RESULTS.map((r) => <span key={r}><span className={`${styles.swatch} ${styles[r]}`} />{words(r)}</span>)}
      </Text>
      <Text size={200} id={summaryId}>{summary}</Text>
    </figure>
  );
}

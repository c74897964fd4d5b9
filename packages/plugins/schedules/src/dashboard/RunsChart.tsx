import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useFormat, useT } from '@fleetdeck/sdk';
import { RUN_RESULTS, type BuildingRuns, type RunResult } from './runsByBuilding.js';

// Drawn as plain SVG: no chart library is a dependency of the console's plugins, and a few bars
// need none (no canvas, no extra kilobytes, text the screen reader reads).
const BAR = 22;
const GAP = 10;
const LABEL = 160;
const WIDTH = 640;

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, maxWidth: `${WIDTH}px` },
  chart: { width: '100%', maxWidth: `${WIDTH}px` },
  label: { fill: tokens.colorNeutralForeground1, fontSize: '12px' },
  done: { fill: tokens.colorPaletteGreenBackground3 },
  fail: { fill: tokens.colorPaletteRedBackground3 },
  cancel: { fill: tokens.colorNeutralForeground3 },
  legend: { display: 'flex', columnGap: tokens.spacingHorizontalL },
  swatch: { display: 'inline-block', width: '10px', height: '10px', marginInlineEnd: tokens.spacingHorizontalXS },
  doneSwatch: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  failSwatch: { backgroundColor: tokens.colorPaletteRedBackground3 },
  cancelSwatch: { backgroundColor: tokens.colorNeutralForeground3 },
});

/** Finished flow runs per building as stacked bars (done, failed, cancelled), with the counts in words for screen readers. */
export function RunsChart({ buildings }: { buildings: BuildingRuns[] }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  if (buildings.length === 0) return <Text data-testid="runs-chart-empty">{t('dashboard.noRuns')}</Text>;
  const most = Math.max(1, ...buildings.map((b) => RUN_RESULTS.reduce((sum, r) => sum + b.counts[r], 0)));
  const scale = (WIDTH - LABEL - 40) / most;
  const height = buildings.length * (BAR + GAP);
  const words = (r: RunResult) => t(`result.${r}`);
  const summary = buildings
    .map((b) => `${b.label}: ${RUN_RESULTS.map((r) => `${words(r)} ${format.number(b.counts[r])}`).join(', ')}`)
    .join('; ');
  const fill: Record<RunResult, string> = { done: styles.done, fail: styles.fail, cancel: styles.cancel };
  const swatch: Record<RunResult, string> = { done: styles.doneSwatch, fail: styles.failSwatch, cancel: styles.cancelSwatch };
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary} data-testid="runs-chart">
        {buildings.map((b, row) => {
          const y = row * (BAR + GAP);
          let x = LABEL;
          const total = RUN_RESULTS.reduce((sum, r) => sum + b.counts[r], 0);
          return (
            <g key={b.buildingId}>
              <text x={0} y={y + BAR * 0.7} className={styles.label}>{b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}</text>
              {RUN_RESULTS.map((r) => {
                const w = b.counts[r] * scale;
                const rect = w > 0 ? <rect key={r} x={x} y={y} width={w} height={BAR} className={fill[r]} /> : null;
                x += w;
                return rect;
              })}
              <text x={x + 6} y={y + BAR * 0.7} className={styles.label}>{format.number(total)}</text>
            </g>
          );
        })}
      </svg>
      <Text size={200} className={styles.legend} aria-hidden>
        {RUN_RESULTS.map((r) => <span key={r}><span className={`${styles.swatch} ${swatch[r]}`} />{words(r)}</span>)}
      </Text>
    </figure>
  );
}

import { useId } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useFormat } from '@fleetdeck/sdk';
import { batteryBand } from './batteryColour.js';

// Plain SVG like the runs chart: a bar per robot needs no chart library.
const BAR = 16;
const GAP = 6;
const LABEL = 160;
const WIDTH = 640;

const useStyles = makeStyles({
  chart: { width: '100%', maxWidth: `${WIDTH}px` },
  label: { fill: tokens.colorNeutralForeground1, fontSize: '12px' },
  track: { fill: tokens.colorNeutralBackground3 },
  low: { fill: tokens.colorPaletteRedBackground3 },
  middle: { fill: tokens.colorPaletteMarigoldBackground3 },
  high: { fill: tokens.colorPaletteGreenBackground3 },
});

/** One robot's battery, as the chart draws it. */
export interface RobotBattery {
  robotId: number;
  name: string;
  percent: number;
}

/** Battery levels as bars from 0 to 100 %, red when low; the SVG's title names it, the table beside it holds the numbers. */
export function BatteryChart({ robots, title }: { robots: readonly RobotBattery[]; title: string }) {
  const format = useFormat();
  const styles = useStyles();
  const titleId = useId();
  const scale = (WIDTH - LABEL - 50) / 100;
  const height = Math.max(1, robots.length) * (BAR + GAP);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} data-testid="battery-chart">
      <title id={titleId}>{title}</title>
      {robots.map((robot, row) => {
        const y = row * (BAR + GAP);
        const percent = Math.min(100, Math.max(0, robot.percent));
        return (
          <g key={robot.robotId}>
            <text x={0} y={y + BAR * 0.75} className={styles.label}>{robot.name.length > 22 ? `${robot.name.slice(0, 21)}…` : robot.name}</text>
            <rect x={LABEL} y={y} width={100 * scale} height={BAR} className={styles.track} />
            <rect x={LABEL} y={y} width={percent * scale} height={BAR} className={styles[batteryBand(percent)]} />
            <text x={LABEL + 100 * scale + 6} y={y + BAR * 0.75} className={styles.label}>{format.percent(percent / 100)}</text>
          </g>
        );
      })}
    </svg>
  );
}

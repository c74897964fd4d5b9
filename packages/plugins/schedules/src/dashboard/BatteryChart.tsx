import { BarChart, useFormat } from '@fleetdeck/sdk';
import { batteryBand } from './batteryColour.js';

/** One robot's battery, as the chart draws it. */
export interface RobotBattery {
  robotId: number;
  name: string;
  percent: number;
}

/** The bar colour of each battery band. */
const BAND_COLOURS = { low: 'colorPaletteRedBackground3', middle: 'colorPaletteMarigoldBackground3', high: 'colorPaletteGreenBackground3' } as const;
const BANDS = ['low', 'middle', 'high'] as const;

/** Battery levels as a bar per robot from 0 to 100 %, red when low; titled, with the numbers in the table beside it. */
export function BatteryChart({ robots, title }: { robots: readonly RobotBattery[]; title: string }) {
  const format = useFormat();
  const percents = robots.map((robot) => Math.min(100, Math.max(0, robot.percent)));
  // A series per band, each holding only its robots' bars, so every bar has its band's colour.
  const series = BANDS.map((band) => ({ label: band, colour: BAND_COLOURS[band], values: percents.map((percent) => (batteryBand(percent) === band ? percent : null)) }));
  return (
    <BarChart
      title={title}
      testId="battery-chart"
      categories={robots.map((robot) => robot.name)}
      series={series}
      stacked
      max={100}
      formatValue={(value) => format.percent(value / 100)}
    />
  );
}

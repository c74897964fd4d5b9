import type { RobotLiveState } from '@fleetdeck/model';
import { useT } from '@fleetdeck/sdk';
import { batteryDisplay } from './batteryDisplay.js';
import { useBadgeStyles } from './badgeStyles.js';

/** Battery percentage and its §4 state in words, coloured by severity (never colour alone). */
export function BatteryBadge({ robot }: { robot: RobotLiveState }) {
  const t = useT();
  const styles = useBadgeStyles();
  const battery = robot.telemetry?.battery;
  const { tone, labelKey } = batteryDisplay(battery);
  const percent = battery ? t('battery.percent', { percent: Math.round(battery.percent) }) : null;
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-testid="battery" data-battery-state={battery?.state ?? 'unknown'} data-battery-percent={battery?.percent}>
      {percent ? `${percent} · ${t(labelKey)}` : t(labelKey)}
    </span>
  );
}

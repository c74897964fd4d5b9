import { makeStyles, tokens } from '@fluentui/react-components';
import { BatteryBadge } from '../shared/BatteryBadge.js';
import { ConnectionBadge } from '../shared/ConnectionBadge.js';
import { useListedRobot } from './liveRobotsContext.js';

const useStyles = makeStyles({ cell: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' } });

/** Connection and battery of a listed robot, live; offline until the stream says otherwise. */
export function LiveStatusCell({ serialNo }: { serialNo: string }) {
  const styles = useStyles();
  const robot = useListedRobot(serialNo);
  return (
    <span className={styles.cell} data-testid="live-status" data-serial-no={serialNo}>
      <ConnectionBadge connection={robot?.connection ?? 'offline'} />
      {robot?.telemetry ? <BatteryBadge robot={robot} /> : null}
    </span>
  );
}

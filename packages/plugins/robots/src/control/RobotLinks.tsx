import { makeStyles, tokens } from '@fluentui/react-components';
import type { RobotLiveState } from '@fleetdeck/model';
import { Link, useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  links: { display: 'inline-flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', whiteSpace: 'nowrap' },
});

/** Where an operator goes from a robot: teleoperation (mode 1), the basic app and its activity. */
export function RobotLinks({ robot }: { robot: RobotLiveState }) {
  const t = useT();
  const styles = useStyles();
  const serial = encodeURIComponent(robot.serialNo);
  return (
    <span className={styles.links}>
      <Link to={`/app/tele-ope/1/${serial}`} aria-label={t('links.teleopOf', { name: robot.name })}>
        {t('links.teleop')}
      </Link>
      <Link to={`/app/basic/${serial}`} aria-label={t('links.basicOf', { name: robot.name })}>
        {t('links.basic')}
      </Link>
      <Link to={`/robot/${robot.robotId}/activity`} aria-label={t('links.activityOf', { name: robot.name })}>
        {t('links.activity')}
      </Link>
    </span>
  );
}

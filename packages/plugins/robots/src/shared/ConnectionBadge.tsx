import type { RobotConnection } from '@fleetdeck/model';
import { useT } from '@fleetdeck/sdk';
import { useBadgeStyles } from './badgeStyles.js';

/** Online or offline, in words and colour. */
export function ConnectionBadge({ connection }: { connection: RobotConnection }) {
  const t = useT();
  const styles = useBadgeStyles();
  return (
    <span className={`${styles.badge} ${styles[connection]}`} data-testid="connection" data-connection={connection}>
      {t(`connection.${connection}`)}
    </span>
  );
}

import type { RobotLiveState } from '@fleetdeck/model';
import { formatDateTime, useLanguage, useT } from '@fleetdeck/sdk';

/** When the server last heard from the robot, in the user's language. */
export function LastCommunicationText({ robot }: { robot: RobotLiveState }) {
  const t = useT();
  const language = useLanguage();
  return <span data-testid="last-communication">{formatDateTime(robot.lastCommunicationAt, language, { seconds: true }) || t('robot.never')}</span>;
}

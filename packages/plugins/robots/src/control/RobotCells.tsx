import type { RobotLiveState } from '@fleetdeck/model';
import type { useBadgeStyles } from '../shared/badgeStyles.js';
import type { RobotCellText } from './robotCellText.js';
import type { useRobotCellStyles } from './robotCellStyles.js';
import { ROUTE_ATTRIBUTE } from './routeLinkClick.js';

/** What every robot card and row reads: texts and classes, made once by the grid or table. */
export interface RobotCellKit {
  text: RobotCellText;
  badge: ReturnType<typeof useBadgeStyles>;
  cell: ReturnType<typeof useRobotCellStyles>;
}

// Plain functions, not components: cells of thousands of robots mount while scrolling, and
// these draw the same markup as ConnectionBadge and BatteryBadge without a hook each.

/**
 * The robot's rolled-up condition in words and colour (filled red for a fault); it never
 * shrinks or wraps, so the list's first column and the card's head always show it whole.
 */
export function conditionBadge(robot: RobotLiveState, { text, badge }: RobotCellKit) {
  const shown = text.condition(robot);
  return (
    <span className={`${badge.badge} ${shown.tone === 'danger' ? badge.fault : badge[shown.tone]}`} data-testid="robot-condition" data-condition={shown.condition}>
      {shown.text}
    </span>
  );
}

/** Online or offline, in words and colour. */
export function connectionBadge(robot: RobotLiveState, { text, badge }: RobotCellKit) {
  return (
    <span className={`${badge.badge} ${badge[robot.connection]}`} data-testid="connection" data-connection={robot.connection}>
      {text.connection[robot.connection]}
    </span>
  );
}

/** Battery percentage and its §4 state in words, coloured by severity (never colour alone). */
export function batteryBadge(robot: RobotLiveState, { text, badge }: RobotCellKit) {
  const battery = robot.telemetry?.battery;
  const shown = text.battery(robot);
  return (
    <span className={`${badge.badge} ${badge[shown.tone]}`} data-testid="battery" data-battery-state={battery?.state ?? 'unknown'} data-battery-percent={battery?.percent}>
      {shown.text}
    </span>
  );
}

/** Active §8 robot errors, each written out; nothing without errors. */
export function errorBadges(robot: RobotLiveState, { text, badge }: RobotCellKit) {
  const errors = text.errors(robot);
  if (errors.length === 0) return null;
  return errors.map((error) => (
    <span key={error.code} className={`${badge.badge} ${badge.danger}`} data-testid="robot-error">{error.text}</span>
  ));
}

/** Long-term recording in progress (§4 preparing, recording, ending), or a recorder that cannot run; nothing otherwise. */
export function recordingBadge(robot: RobotLiveState, { text, badge }: RobotCellKit) {
  const shown = text.recording(robot);
  if (!shown) return null;
  return (
    <span className={`${badge.badge} ${shown.state === 'unavailable' ? badge.warning : badge.online}`} data-testid="recording" data-recording={shown.state}>
      {shown.text}
    </span>
  );
}

/** Teleoperation (mode 1), the basic app and the activity of a robot, as route anchors. */
export function robotLinks(robot: RobotLiveState, { text, cell }: RobotCellKit) {
  return (
    <span className={cell.links}>
      {text.links(robot).map((link) => (
        <a key={link.to} href={link.to} {...{ [ROUTE_ATTRIBUTE]: link.to }} className={cell.link} aria-label={link.label}>
          {link.text}
        </a>
      ))}
    </span>
  );
}

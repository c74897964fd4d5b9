import { Limits, RobotMessages, type RobotCommand, type RobotCommandName } from '@fleetdeck/model';
import { callerMay } from '../access/caller-may.js';
import type { RequestSession } from '../auth/request-session.js';
import type { LiveRobot } from '../gateway/live-robots.js';

// The rules the server applies to a command before it reaches the robot. REST (/api/robots/:id/commands
// and /os-update) and the browser stream share them, so no path is a back door around another.

/** Commands only an administrator may send; each one sent is written to the audit log. */
export const PRIVILEGED_COMMANDS: ReadonlySet<RobotCommandName> = new Set<RobotCommandName>(['osUpdate', 'resetErrors']);

/** English text of the refusal of a privileged command to a general operator. */
export const PRIVILEGED_COMMAND_MESSAGE = 'Only an administrator may update the robot OS or reset its errors.';

/** Why the server refuses a command itself: who sent it or the robot's battery. */
export interface CommandRefusal {
  code: 'FORBIDDEN' | 'BATTERY_LOW';
  message: string;
}

/** Whether a command is one only an administrator may send. */
export function isPrivilegedCommand(command: RobotCommand): boolean {
  return PRIVILEGED_COMMANDS.has(command.name);
}

/** §5: the robot OS is updated only at 20% battery or more; unknown battery counts as too low. */
export function batteryTooLowForUpdate(robot: LiveRobot | undefined): boolean {
  const battery = robot?.telemetry?.battery.percent;
  return battery === undefined || battery < Limits.osUpdateMinBatteryPercent;
}

/** The server's own refusal of a command from this session to this robot, or null when it may go. */
export function commandRefusal(session: RequestSession, robot: LiveRobot | undefined, command: RobotCommand): CommandRefusal | null {
  // Privileged commands take the os-update route's cell of the policy, on REST and the stream alike.
  if (isPrivilegedCommand(command) && !callerMay(session, 'robots', 'osUpdate')) {
    return { code: 'FORBIDDEN', message: PRIVILEGED_COMMAND_MESSAGE };
  }
  if (command.name === 'osUpdate' && batteryTooLowForUpdate(robot)) {
    return { code: 'BATTERY_LOW', message: RobotMessages.osUpdateBatteryLow.en };
  }
  return null;
}

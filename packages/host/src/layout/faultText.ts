import { RobotErrorCode } from '@fleetdeck/model';
import type { Language, RobotFault } from '@fleetdeck/sdk';

/** The §8 texts of a fault's codes in the user's language, joined for one line. */
export function faultCodesText(codes: readonly RobotFault['codes'][number][], language: Language): string {
  return codes.map((code) => RobotErrorCode[code][language]).join(' / ');
}

/** Where the operator goes to see a faulted robot: its activity, which lists the errors as they came. */
export function faultRobotPath(fault: Pick<RobotFault, 'robotId'>): string {
  return `/robot/${fault.robotId}/activity`;
}

import { CommandListMode, SystemAdminCommandListModes } from '@fleetdeck/model';

/** The modes a user may choose (§6, §9): 10 to 13 for everyone, 110 to 113 for system admins. */
export function modeChoices(isSystemAdmin: boolean): Array<{ value: number; common: boolean }> {
  return CommandListMode.filter((mode) => isSystemAdmin || !SystemAdminCommandListModes.includes(mode)).map((mode) => ({
    value: mode,
    common: SystemAdminCommandListModes.includes(mode),
  }));
}

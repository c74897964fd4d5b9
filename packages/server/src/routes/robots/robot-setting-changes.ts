import type { ApiRecord, WriteInput } from '../../resources/resource-types.js';

/** The robot settings whose changes are kept (the fields of `RobotUpdate`). */
export const TRACKED_ROBOT_FIELDS = [
  'name', 'model', 'version', 'hardwareRevision', 'buildingId', 'groupId', 'initialFloorId', 'status',
  'longTermRecordingAutoStart', 'videoMode', 'notes',
] as const;

/** One changed setting: the field and its value before and after. */
export interface SettingChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** The settings an update body really changes (a field sent with its current value is no change). */
export function settingChanges(existing: ApiRecord, input: WriteInput): SettingChange[] {
  const changes: SettingChange[] = [];
  for (const field of TRACKED_ROBOT_FIELDS) {
    if (input[field] === undefined) continue;
    const before = existing[field] ?? null;
    const after = input[field] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ field, oldValue: before, newValue: after });
  }
  return changes;
}

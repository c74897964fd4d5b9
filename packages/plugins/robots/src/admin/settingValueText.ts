import type { Translate } from '../shared/eventDescription.js';

/** How a recorded setting value reads: status and video mode by name, yes/no, "(empty)" for nothing. */
export function settingValueText(field: string, value: unknown, t: Translate, buildingName: (id: number) => string | undefined): string {
  if (value === null || value === undefined || value === '') return t('history.empty_value');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (field === 'status') return t(`status.${String(value)}`);
  if (field === 'videoMode') return t(`videoMode.${String(value)}`);
  if (field === 'buildingId' && typeof value === 'number') return buildingName(value) ?? t('robot.unknownBuilding', { id: value });
  return typeof value === 'string' ? value : JSON.stringify(value);
}

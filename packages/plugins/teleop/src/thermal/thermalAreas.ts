import { Thermal } from '@fleetdeck/model';

/** A named rectangle on the 256x192 thermal image. */
export interface ThermalArea {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rule an entered area broke: the field it belongs beside and an i18n key under `thermal.error.`. */
export interface ThermalAreaError {
  field: keyof ThermalArea;
  code: 'nameRequired' | 'nameAlphanumeric' | 'nameTooLong' | 'notInteger' | 'outside' | 'tooSmall';
}

/** Either the new list of areas or the errors of the entered one. */
export type ThermalAreaResult = { ok: true; areas: ThermalArea[]; replaced: boolean; removed: string | null } | { ok: false; errors: ThermalAreaError[] };

const NAME_PATTERN = /^[A-Za-z0-9]+$/;
const NAME_MAX = 32;

/** The rule errors of one area (§5: alphanumeric names; §9: inside 256x192). */
export function checkThermalArea(area: ThermalArea): ThermalAreaError[] {
  const errors: ThermalAreaError[] = [];
  const name = area.name.trim();
  if (name === '') errors.push({ field: 'name', code: 'nameRequired' });
  else if (!NAME_PATTERN.test(name)) errors.push({ field: 'name', code: 'nameAlphanumeric' });
  else if (name.length > NAME_MAX) errors.push({ field: 'name', code: 'nameTooLong' });
  const bounds: Array<[keyof ThermalArea, number, number]> = [
    ['x', area.x, Thermal.width - 1],
    ['y', area.y, Thermal.height - 1],
  ];
  for (const [field, value, max] of bounds) {
    if (!Number.isInteger(value)) errors.push({ field, code: 'notInteger' });
    else if (value < 0 || value > max) errors.push({ field, code: 'outside' });
  }
  const sizes: Array<[keyof ThermalArea, number, number, number]> = [
    ['width', area.width, area.x, Thermal.width],
    ['height', area.height, area.y, Thermal.height],
  ];
  for (const [field, size, start, limit] of sizes) {
    if (!Number.isInteger(size)) errors.push({ field, code: 'notInteger' });
    else if (size < 1) errors.push({ field, code: 'tooSmall' });
    // Only a start inside the image makes the size the culprit.
    else if (Number.isInteger(start) && start >= 0 && start < limit && start + size > limit) errors.push({ field, code: 'outside' });
  }
  return errors;
}

/**
 * Adds an area under the §5 rules: a name already used is overwritten in place, and past five
 * areas the oldest is removed. The list is kept oldest first.
 */
export function addThermalArea(areas: readonly ThermalArea[], entered: ThermalArea): ThermalAreaResult {
  const area = { ...entered, name: entered.name.trim() };
  const errors = checkThermalArea(area);
  if (errors.length > 0) return { ok: false, errors };
  const index = areas.findIndex((a) => a.name === area.name);
  if (index >= 0) {
    const next = [...areas];
    next[index] = area;
    return { ok: true, areas: next, replaced: true, removed: null };
  }
  const next = [...areas, area];
  let removed: string | null = null;
  while (next.length > Thermal.maxAreas) removed = next.shift()?.name ?? null;
  return { ok: true, areas: next, replaced: false, removed };
}

/** The area spanned by two corners dragged on the image, clamped to 256x192 (drawing an area). */
export function areaFromDrag(name: string, from: { x: number; y: number }, to: { x: number; y: number }): ThermalArea {
  const clampX = (v: number) => Math.min(Thermal.width - 1, Math.max(0, Math.round(v)));
  const clampY = (v: number) => Math.min(Thermal.height - 1, Math.max(0, Math.round(v)));
  const x1 = clampX(Math.min(from.x, to.x));
  const y1 = clampY(Math.min(from.y, to.y));
  const x2 = clampX(Math.max(from.x, to.x));
  const y2 = clampY(Math.max(from.y, to.y));
  return { name, x: x1, y: y1, width: Math.max(1, x2 - x1 + 1), height: Math.max(1, y2 - y1 + 1) };
}

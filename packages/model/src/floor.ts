import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

/** Floor usage types of spec §3. */
export const FloorType = { office: 0, commercial: 1, entrance: 2, station: 3, parking: 4 } as const;
export type FloorType = (typeof FloorType)[keyof typeof FloorType];

const floorType = Type.Union(Object.values(FloorType).map((v) => Type.Literal(v)));
/** Floor index convention of §3: 1F=1, B1=0, B2=-1; underground floors have index <= 0. */
const floorIndex = Type.Integer({ minimum: -20, maximum: 200 });

/**
 * Floors of a building (§3), at `/buildings/:buildingId/floors`: the building comes from the path,
 * the map images (`img`, `ugomap`) from their own uploads. Labelled `floor.*` beside the building's
 * `field.*` in the buildings plugin. The table keeps timestamps the §7 answer does not carry.
 */
export const Floor = defineEntity({
  name: 'floors',
  area: 'floors',
  path: '/buildings/:buildingId/floors',
  timestamps: false,
  fields: {
    name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true, width: 200, labelKey: 'floor.name' }),
    buildingId: field(Id, { input: 'none' }),
    index: field(floorIndex, { input: 'required', listColumn: 'shown', labelKey: 'floor.index', hintKey: 'floor.indexHint' }),
    type: field(floorType, { input: 'required', listColumn: 'shown', labelKey: 'floor.type', choiceKey: 'floor.types' }),
    img: field(Nullable(Type.String()), { input: 'none' }),
    ugomap: field(Nullable(Type.String()), { input: 'none' }),
  },
  defaultSort: { id: 'index', desc: true },
});

/** Floor as the §7 floors call answers it. */
export const FloorRecord = Floor.record;
export type FloorRecord = Static<typeof FloorRecord>;

/** Body to create a floor (the building comes from the path). */
export const FloorCreate = Floor.create;
export type FloorCreate = Static<typeof FloorCreate>;

/** Body to update a floor. */
export const FloorUpdate = Floor.update;
export type FloorUpdate = Static<typeof FloorUpdate>;

/** Whether a floor index is underground under the §3 convention. */
export function isUnderground(index: number): boolean {
  return index <= 0;
}

/** Display label of a floor index: 1 → "1F", 0 → "B1", -1 → "B2". */
export function floorLabel(index: number): string {
  return index >= 1 ? `${index}F` : `B${1 - index}`;
}

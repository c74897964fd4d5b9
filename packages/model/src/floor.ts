import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RequiredText } from './common.js';

/** Floor usage types of spec §3. */
export const FloorType = { office: 0, commercial: 1, entrance: 2, station: 3, parking: 4 } as const;
export type FloorType = (typeof FloorType)[keyof typeof FloorType];

const floorType = Type.Union(Object.values(FloorType).map((v) => Type.Literal(v)));
/** Floor index convention of §3: 1F=1, B1=0, B2=-1; underground floors have index <= 0. */
const floorIndex = Type.Integer({ minimum: -20, maximum: 200 });

/** Floor as the §7 floors call answers it. */
export const FloorRecord = Type.Object({
  id: Id,
  name: RequiredText(40),
  buildingId: Id,
  type: floorType,
  index: floorIndex,
  img: Nullable(Type.String()),
  ugomap: Nullable(Type.String()),
});
export type FloorRecord = Static<typeof FloorRecord>;

/** Body to create a floor (the building comes from the path). */
export const FloorCreate = Type.Object(
  { name: RequiredText(40), type: floorType, index: floorIndex },
  { additionalProperties: false },
);
export type FloorCreate = Static<typeof FloorCreate>;

/** Body to update a floor. */
export const FloorUpdate = Type.Partial(FloorCreate, { additionalProperties: false });
export type FloorUpdate = Static<typeof FloorUpdate>;

/** Whether a floor index is underground under the §3 convention. */
export function isUnderground(index: number): boolean {
  return index <= 0;
}

/** Display label of a floor index: 1 → "1F", 0 → "B1", -1 → "B2". */
export function floorLabel(index: number): string {
  return index >= 1 ? `${index}F` : `B${1 - index}`;
}

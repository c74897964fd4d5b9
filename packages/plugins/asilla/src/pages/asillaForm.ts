import { AsillaSetting, type AreaPoint, type AsillaBehaviour } from '@fleetdeck/model';
import { entityFormValues, type ResourceRecord } from '@fleetdeck/sdk';

/** The detection area as the form edits it: a rectangle in percent of the camera image. */
export type AreaFormValues = { enabled: boolean; x: number | ''; y: number | ''; width: number | ''; height: number | '' };

/** The values of the asilla setting form the page draws itself (the others come from the entity): behaviours, and the rectangle in place of the polygon. */
export type AsillaFormValues = { behaviours: AsillaBehaviour[]; area: AreaFormValues };

const wholeImage: AreaFormValues = { enabled: false, x: 0, y: 0, width: 100, height: 100 };

/** A new setting's values: the whole image, nothing detected yet. */
export function newAsilla(organizationId: number | ''): AsillaFormValues {
  const { detectionArea: _polygon, ...fields } = entityFormValues(AsillaSetting, 'create');
  const chosen = { ...fields, organizationId };
  return { ...chosen, behaviours: [], area: { ...wholeImage } };
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/** The rectangle's four corners as fractions of the image (the API's polygon). */
export function rectangleToPolygon(area: AreaFormValues): AreaPoint[] {
  const [x, y, w, h] = [area.x, area.y, area.width, area.height].map((v) => (typeof v === 'number' ? v / 100 : 0)) as [number, number, number, number];
  return [{ x: round(x), y: round(y) }, { x: round(x + w), y: round(y) }, { x: round(x + w), y: round(y + h) }, { x: round(x), y: round(y + h) }];
}

/** The bounding rectangle of a stored polygon, in percent (a rectangle comes back exactly). */
export function polygonToRectangle(points: AreaPoint[] | null | undefined): AreaFormValues {
  if (!points || points.length === 0) return { ...wholeImage };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const pct = (value: number) => Math.round(value * 10000) / 100;
  return { enabled: true, x: pct(Math.min(...xs)), y: pct(Math.min(...ys)), width: pct(Math.max(...xs) - Math.min(...xs)), height: pct(Math.max(...ys) - Math.min(...ys)) };
}

/** Whether the rectangle stays inside the image. */
export function areaInsideImage(area: AreaFormValues): boolean {
  const n = (v: number | '') => (typeof v === 'number' ? v : 0);
  return n(area.x) + n(area.width) <= 100 && n(area.y) + n(area.height) <= 100;
}

/** The API body: the area as a polygon, or null for the whole image. */
export function toAsillaBody(values: Partial<AsillaFormValues> & Record<string, unknown>): Record<string, unknown> {
  const { area, ...fields } = values;
  return { ...fields, detectionArea: area?.enabled ? rectangleToPolygon(area) : null };
}

/** Form values of a loaded setting: its fields, and its polygon as a rectangle. */
export function toAsillaForm(record: ResourceRecord, values: AsillaFormValues): AsillaFormValues {
  return { ...values, area: polygonToRectangle(record.detectionArea as AreaPoint[] | null) };
}

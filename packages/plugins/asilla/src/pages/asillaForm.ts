import { AsillaSettingCreate, type AreaPoint, type AsillaSettingCreate as AsillaBody } from '@fleetdeck/model';

/** The detection area as the form edits it: a rectangle in percent of the camera image. */
export type AreaFormValues = { enabled: boolean; x: number | ''; y: number | ''; width: number | ''; height: number | '' };

/** Values of the asilla setting form. */
export type AsillaFormValues = {
  name: string;
  organizationId: number | '';
  buildingId: number | '';
  flowId: number | '';
  robotId: number | '';
  behaviours: string[];
  area: AreaFormValues;
  intrusionDetection: boolean;
}

const percent = { type: 'number', minimum: 0, maximum: 100 };
const { detectionArea: _detectionArea, ...bodyFields } = AsillaSettingCreate.properties;
/** The form schema: the model's body with the rectangle in place of the polygon. */
export const asillaFormSchema: object = {
  ...AsillaSettingCreate,
  properties: {
    ...bodyFields,
    area: { type: 'object', properties: { enabled: { type: 'boolean' }, x: percent, y: percent, width: { ...percent, exclusiveMinimum: 0 }, height: { ...percent, exclusiveMinimum: 0 } }, additionalProperties: false },
  },
};

/** A new setting's values: the whole image, nothing detected yet. */
export function newAsilla(organizationId: number | ''): AsillaFormValues {
  return { name: '', organizationId, buildingId: '', flowId: '', robotId: '', behaviours: [], area: { enabled: false, x: 0, y: 0, width: 100, height: 100 }, intrusionDetection: false };
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/** The rectangle's four corners as fractions of the image (the API's polygon). */
export function rectangleToPolygon(area: AreaFormValues): AreaPoint[] {
  const [x, y, w, h] = [area.x, area.y, area.width, area.height].map((v) => (typeof v === 'number' ? v / 100 : 0)) as [number, number, number, number];
  return [{ x: round(x), y: round(y) }, { x: round(x + w), y: round(y) }, { x: round(x + w), y: round(y + h) }, { x: round(x), y: round(y + h) }];
}

/** The bounding rectangle of a stored polygon, in percent (a rectangle comes back exactly). */
export function polygonToRectangle(points: AreaPoint[] | null | undefined): AreaFormValues {
  if (!points || points.length === 0) return { enabled: false, x: 0, y: 0, width: 100, height: 100 };
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

/** The API body: no flow or robot as null, the area as a polygon or null for the whole image. */
export function toAsillaBody(values: Partial<AsillaFormValues>): AsillaBody {
  const { area, ...rest } = values;
  return {
    ...(rest as Record<string, unknown>),
    flowId: typeof values.flowId === 'number' ? values.flowId : null,
    robotId: typeof values.robotId === 'number' ? values.robotId : null,
    behaviours: values.behaviours ?? [],
    intrusionDetection: values.intrusionDetection === true,
    detectionArea: area?.enabled ? rectangleToPolygon(area) : null,
  } as AsillaBody;
}

/** Form values of a loaded setting. */
export function toAsillaForm(record: Record<string, unknown>): AsillaFormValues {
  const id = (value: unknown) => (typeof value === 'number' ? value : '');
  return {
    name: String(record.name ?? ''),
    organizationId: id(record.organizationId),
    buildingId: id(record.buildingId),
    flowId: id(record.flowId),
    robotId: id(record.robotId),
    behaviours: Array.isArray(record.behaviours) ? (record.behaviours as string[]) : [],
    area: polygonToRectangle(record.detectionArea as AreaPoint[] | null),
    intrusionDetection: record.intrusionDetection === true,
  };
}

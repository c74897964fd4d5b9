import type { CheckItemCreate as CheckItemBody } from '@fleetdeck/model';

/** Values of the check item form; empty selects and numbers hold ''. */
export type CheckItemFormValues = {
  name: string;
  type: number | '';
  status: number;
  organizationId: number | '';
  buildingId: number | '';
  floorId: number | '';
  meterReadingService: string;
  meterType: string;
  qrCodeNumber: string;
  taskId: string;
  deviceId: string;
  alertEnabled: boolean;
  thresholdRuleId: number | '';
  location: { x: number | ''; y: number | ''; z: number | ''; direction: number | '' };
  markerType: string;
  json: string;
}

/** A new check item's values, in the given organization. */
export function newCheckItem(organizationId: number | ''): CheckItemFormValues {
  return {
    name: '', type: '', status: 1, organizationId, buildingId: '', floorId: '', meterReadingService: '', meterType: '', qrCodeNumber: '', taskId: '', deviceId: '',
    alertEnabled: false, thresholdRuleId: '', location: { x: 0, y: 0, z: 0, direction: 0 }, markerType: 'none', json: '{}',
  };
}

/** The API body: cleared choices as null (the form drops empty values), the location complete. */
export function toCheckItemBody(values: Partial<CheckItemFormValues>): CheckItemBody {
  const location = values.location ?? { x: 0, y: 0, z: 0, direction: 0 };
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    ...(values as Record<string, unknown>),
    qrCodeNumber: values.qrCodeNumber ?? '',
    taskId: values.taskId ?? '',
    deviceId: values.deviceId ?? '',
    alertEnabled: values.alertEnabled === true,
    meterReadingService: values.meterReadingService ? values.meterReadingService : null,
    thresholdRuleId: typeof values.thresholdRuleId === 'number' ? values.thresholdRuleId : null,
    location: { x: number(location.x), y: number(location.y), z: number(location.z), direction: number(location.direction) },
  } as CheckItemBody;
}

/** Form values of a loaded check item. */
export function toCheckItemForm(record: Record<string, unknown>): CheckItemFormValues {
  const location = (record.location ?? {}) as Partial<Record<'x' | 'y' | 'z' | 'direction', number>>;
  return {
    name: String(record.name ?? ''),
    type: typeof record.type === 'number' ? record.type : '',
    status: Number(record.status ?? 1),
    organizationId: typeof record.organizationId === 'number' ? record.organizationId : '',
    buildingId: typeof record.buildingId === 'number' ? record.buildingId : '',
    floorId: typeof record.floorId === 'number' ? record.floorId : '',
    meterReadingService: typeof record.meterReadingService === 'string' ? record.meterReadingService : '',
    meterType: String(record.meterType ?? ''),
    qrCodeNumber: String(record.qrCodeNumber ?? ''),
    taskId: String(record.taskId ?? ''),
    deviceId: String(record.deviceId ?? ''),
    alertEnabled: record.alertEnabled === true,
    thresholdRuleId: typeof record.thresholdRuleId === 'number' ? record.thresholdRuleId : '',
    location: { x: location.x ?? 0, y: location.y ?? 0, z: location.z ?? 0, direction: location.direction ?? 0 },
    markerType: String(record.markerType ?? 'none'),
    json: String(record.json ?? '{}'),
  };
}

import { RobotCreate, RobotUpdate } from '@fleetdeck/model';

/** Values of the robot form; empty selects hold ''. */
export type RobotFormValues = {
  name: string;
  serialNo: string;
  model: string;
  version: string;
  hardwareRevision: string;
  buildingId: number | '';
  groupId: number | '';
  initialFloorId: number | '';
  status: number;
  longTermRecordingAutoStart: boolean;
  videoMode: string;
  notes: string;
};

/** A new robot's values. */
export const newRobot: RobotFormValues = {
  name: '', serialNo: '', model: '', version: '', hardwareRevision: '', buildingId: '', groupId: '', initialFloorId: '', status: 1,
  longTermRecordingAutoStart: false, videoMode: 'normal', notes: '',
};

/** Registration schema: the model's create schema (§5: name ≤ 40, serial ≤ 24, revision ≤ 3 digits, building and floor required). */
export const robotCreateSchema = RobotCreate;

// The serial number is fixed once registered; the rest of the §5 rules hold on every save.
const { serialNo: _serialNo, ...editable } = RobotCreate.properties;
/** Edit schema: the update body's fields, with the same required ones as registration. */
export const robotEditSchema: object = {
  ...RobotUpdate,
  properties: editable,
  required: ['name', 'model', 'buildingId', 'initialFloorId'],
  additionalProperties: true,
};

const optionalTexts = ['version', 'hardwareRevision', 'notes'] as const;

/**
 * The API body. Registration leaves out what the user left empty; an edit sends cleared texts as
 * '' and a cleared group as null (the form drops empty values before this is called).
 */
export function toRobotBody(values: Partial<RobotFormValues>, mode: 'create' | 'edit'): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  if (mode === 'edit') {
    delete body.serialNo;
    for (const key of optionalTexts) body[key] = values[key] ?? '';
    body.groupId = typeof values.groupId === 'number' ? values.groupId : null;
  }
  return body;
}

/** Form values of a loaded robot. */
export function toRobotForm(record: Record<string, unknown>): RobotFormValues {
  const id = (value: unknown): number | '' => (typeof value === 'number' ? value : '');
  return {
    name: String(record.name ?? ''),
    serialNo: String(record.serialNo ?? ''),
    model: String(record.model ?? ''),
    version: String(record.version ?? ''),
    hardwareRevision: String(record.hardwareRevision ?? ''),
    buildingId: id(record.buildingId),
    groupId: id(record.groupId),
    initialFloorId: id(record.initialFloorId),
    status: Number(record.status ?? 1),
    longTermRecordingAutoStart: record.longTermRecordingAutoStart === true,
    videoMode: String(record.videoMode ?? 'normal'),
    notes: String(record.notes ?? ''),
  };
}

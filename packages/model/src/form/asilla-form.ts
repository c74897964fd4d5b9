import { AsillaSettingCreate } from '../asilla.js';

const percent = { type: 'number', minimum: 0, maximum: 100 };
const { detectionArea: _detectionArea, ...bodyFields } = AsillaSettingCreate.properties;

/** The Asilla setting form: the body with a rectangle in percent of the camera image in place of the polygon. */
export const AsillaForm: object = {
  ...AsillaSettingCreate,
  properties: {
    ...bodyFields,
    area: { type: 'object', properties: { enabled: { type: 'boolean' }, x: percent, y: percent, width: { ...percent, exclusiveMinimum: 0 }, height: { ...percent, exclusiveMinimum: 0 } }, additionalProperties: false },
  },
};

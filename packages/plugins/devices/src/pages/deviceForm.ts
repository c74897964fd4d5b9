/** Values of the device form; empty selects hold ''. */
export type DeviceFormValues = {
  name: string;
  type: number | '';
  model: string;
  urn: string;
  identifier: string;
  description: string;
  connectionProfile: string;
  buildingId: number | '';
  floorId: number | '' | null;
  status: number;
}

/** A new device's values. */
export const newDevice: DeviceFormValues = {
  name: '', type: '', model: '', urn: '', identifier: '', description: '', connectionProfile: '', buildingId: '', floorId: '', status: 1,
};

/** The API body: no floor chosen is null, cleared texts are ''. */
export function toDeviceBody(values: DeviceFormValues): Record<string, unknown> {
  return {
    ...values,
    floorId: typeof values.floorId === 'number' ? values.floorId : null,
    model: values.model ?? '', urn: values.urn ?? '', identifier: values.identifier ?? '', description: values.description ?? '',
    connectionProfile: values.connectionProfile ?? '',
  };
}

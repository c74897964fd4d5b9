import { base64Of, MeterServiceError, numberOf, postJson, type MeterReader } from './meter-reader.js';

/** The building linkage's meter system (KanriRoid): its API token and the building's ID there. */
export interface KanriRoidAccount {
  token: string;
  buildingId: string;
}

/**
 * KanriRoid's meter system: the photo goes to the building's readings with the meter's device ID
 * and task ID (POST /v1/buildings/{buildingId}/readings, bearer token); it answers `{ value }`, null
 * when the photo showed no value.
 */
export function kanriRoidReader(endpoint: string, account: KanriRoidAccount): MeterReader {
  const service = 'KanriRoid';
  const base = endpoint.replace(/\/+$/, '');
  return {
    name: service,
    async read(photo, item) {
      const answer = await postJson(service, `${base}/v1/buildings/${encodeURIComponent(account.buildingId)}/readings`, {
        deviceId: item.deviceId,
        taskId: item.taskId,
        meterType: item.meterType,
        takenAt: photo.takenAt,
        image: base64Of(photo.jpeg),
      }, { authorization: `Bearer ${account.token}` });
      if (typeof answer !== 'object' || answer === null || !('value' in answer)) throw new MeterServiceError(service, 'answered no value');
      return numberOf((answer as { value: unknown }).value);
    },
  };
}

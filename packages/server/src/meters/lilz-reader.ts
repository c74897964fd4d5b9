import { base64Of, MeterServiceError, numberOf, postJson, type MeterReader } from './meter-reader.js';

/** The building linkage's LiLz account: its access token and management unit ID. */
export interface LilzAccount {
  accessToken: string;
  managementUnitId: string;
}

/**
 * LiLz Gauge: the photo goes to the management unit's images with the meter's device ID
 * (POST /v1/management-units/{id}/images, bearer access token); it answers the readings it found,
 * `{ readings: [{ value }] }`, and the first is the meter's value.
 */
export function lilzReader(endpoint: string, account: LilzAccount): MeterReader {
  const service = 'LiLz';
  const base = endpoint.replace(/\/+$/, '');
  return {
    name: service,
    async read(photo, item) {
      const answer = await postJson(service, `${base}/v1/management-units/${encodeURIComponent(account.managementUnitId)}/images`, {
        deviceId: item.deviceId,
        takenAt: photo.takenAt,
        image: base64Of(photo.jpeg),
      }, { authorization: `Bearer ${account.accessToken}` });
      const readings = (answer as { readings?: unknown }).readings;
      if (!Array.isArray(readings)) throw new MeterServiceError(service, 'answered no readings');
      return numberOf((readings[0] as { value?: unknown } | undefined)?.value);
    },
  };
}

import type { CropSetting } from '@fleetdeck/model';

/** What a meter reader needs to know about the check item whose photo it reads. */
export interface MeterItem {
  id: number;
  meterType: string;
  qrCodeNumber: string;
  taskId: string;
  deviceId: string;
  /** The crop the item's settings dialog saved, applied to every photo. */
  crop: CropSetting | null;
}

/** One photo of a meter to read. */
export interface MeterPhoto {
  jpeg: Uint8Array;
  takenAt: string;
}

/**
 * Reads the value a meter shows on a photo: the built-in reader or one of §3's meter reading
 * services (hakaru.ai, KanriRoid, LiLz). Answers null when the photo was read but showed no value;
 * throws a MeterServiceError when the service could not be asked or refused.
 */
export interface MeterReader {
  readonly name: string;
  read(photo: MeterPhoto, item: MeterItem): Promise<number | null>;
}

/** A meter reading service that failed: unreachable, refused the credentials, or answered an unexpected shape. */
export class MeterServiceError extends Error {
  override name = 'MeterServiceError';
  constructor(readonly service: string, message: string) {
    super(`${service}: ${message}`);
  }
}

/** How long a meter reading service may take to answer one photo, ms. */
export const METER_SERVICE_TIMEOUT_MS = 15_000;

/** POSTs JSON to a service and answers its JSON body; any non-2xx answer or unreadable body is a MeterServiceError. */
export async function postJson(service: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(METER_SERVICE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new MeterServiceError(service, `could not be reached (${(error as Error).message})`);
  }
  const text = await response.text();
  if (!response.ok) throw new MeterServiceError(service, `answered ${response.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MeterServiceError(service, 'answered a body that is not JSON');
  }
}

/** A number a service answered as a number or a numeric string; null for an empty or absent value. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** The photo as base64 without a MIME prefix, as the services take images. */
export function base64Of(jpeg: Uint8Array): string {
  return Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength).toString('base64');
}

import { base64Of, MeterServiceError, numberOf, postJson, type MeterReader } from './meter-reader.js';

/** A hakaru.ai account: the building linkage's login ID and the password the console holds for it. */
export interface HakaruAiAccount {
  loginId: string;
  password: string;
}

interface Token {
  accessToken: string;
  expiresAt: number;
}

const tokens = new Map<string, Token>();

/**
 * hakaru.ai's public API: an OAuth2 access token from the login ID and password
 * (POST /v2/oauth2/access_token), then the inspect API with the photo as base64 — by the meter's
 * hakaru.ai QR code value (POST /v1/resources/images) or, without one, by its meter type
 * (POST /v1/resources/images/meter_type/{type}). `measured_code` other than OK is a photo it could not read.
 */
export function hakaruAiReader(endpoint: string, account: HakaruAiAccount): MeterReader {
  const service = 'hakaru.ai';
  const base = endpoint.replace(/\/+$/, '');
  const accessToken = async (): Promise<string> => {
    const cached = tokens.get(`${base} ${account.loginId}`);
    if (cached && cached.expiresAt > Date.now()) return cached.accessToken;
    const body = (await postJson(service, `${base}/v2/oauth2/access_token`, { username: account.loginId, password: account.password })) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new MeterServiceError(service, 'answered no access token');
    const lifetime = (numberOf(body.expires_in) ?? 3600) * 1000;
    // A minute early, so a token never expires between asking and using it.
    tokens.set(`${base} ${account.loginId}`, { accessToken: body.access_token, expiresAt: Date.now() + lifetime - 60_000 });
    return body.access_token;
  };
  return {
    name: service,
    async read(photo, item) {
      const token = await accessToken();
      const image = base64Of(photo.jpeg);
      const measuredAt = String(Date.parse(photo.takenAt));
      const headers = { authorization: `Bearer ${token}`, 'x-hakaru-request-id': `fleetdeck-${item.id}-${measuredAt}` };
      const answer = item.qrCodeNumber
        ? await postJson(service, `${base}/v1/resources/images`, { qr: item.qrCodeNumber, image, measured_at: measuredAt }, headers)
        : await postJson(service, `${base}/v1/resources/images/meter_type/${encodeURIComponent(item.meterType)}`, { image, measured_at: measuredAt }, headers);
      const resource = (answer as { api_res?: { resource?: { measured_code?: unknown; value?: unknown } } }).api_res?.resource;
      if (!resource) throw new MeterServiceError(service, 'answered no resource');
      return resource.measured_code === 'OK' ? numberOf(resource.value) : null;
    },
  };
}

/**
 * Where the console reaches §3's meter reading services (environment): HAKARU_AI_URL (hakaru.ai's
 * public API by default) and HAKARU_AI_PASSWORD, the password of the login IDs buildings link;
 * KANRIROID_URL and LILZ_URL, which have no public default. A service without its URL is not asked.
 */
export interface MeterServicesConfig {
  hakaruAi: { url: string | null; password: string };
  kanriRoid: { url: string | null };
  lilz: { url: string | null };
}

/** hakaru.ai's public API endpoint, from its published OpenAPI document. */
export const HAKARU_AI_PUBLIC_API = 'https://public-api.hakaru.ai';

/** Reads the meter services' endpoints from the environment. */
export function meterServicesConfig(env: NodeJS.ProcessEnv): MeterServicesConfig {
  const url = (value: string | undefined) => value?.trim() || null;
  return {
    hakaruAi: { url: url(env.HAKARU_AI_URL) ?? HAKARU_AI_PUBLIC_API, password: env.HAKARU_AI_PASSWORD ?? '' },
    kanriRoid: { url: url(env.KANRIROID_URL) },
    lilz: { url: url(env.LILZ_URL) },
  };
}

import type { NotifierConfig } from './notifier.js';

/** The notifier's settings and elgana's chat API (ELGANA_URL), from the environment. */
export interface NotifyConfig extends NotifierConfig {
  elganaUrl: string | null;
}

/**
 * Defaults, our choice (the spec gives none): a first retry after 30 s, doubling, six attempts in
 * all (about 15 minutes of trying) before a webhook is marked as an error; the outbox is looked at
 * every second for retries due and rows other processes queued.
 */
export function notifyConfig(env: NodeJS.ProcessEnv): NotifyConfig {
  const int = (value: string | undefined, fallback: number, min: number) => {
    const n = Number(value);
    return value !== undefined && Number.isInteger(n) && n >= min ? n : fallback;
  };
  return {
    retryBaseMs: int(env.FLEETDECK_NOTIFY_RETRY_BASE_MS, 30_000, 10),
    maxAttempts: int(env.FLEETDECK_NOTIFY_MAX_ATTEMPTS, 6, 1),
    pollMs: int(env.FLEETDECK_NOTIFY_POLL_MS, 1_000, 20),
    elganaUrl: env.ELGANA_URL?.trim() || null,
  };
}

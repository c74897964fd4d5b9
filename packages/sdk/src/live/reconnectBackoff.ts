/** First reconnect delay; it doubles per failed attempt. */
export const RECONNECT_BASE_MS = 500;
/** Longest wait between reconnect attempts. */
export const RECONNECT_MAX_MS = 10_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 0.5 s doubling to 10 s, each spread by
 * ±25% so a console full of open tabs does not hit a restarted server all in the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
  return Math.min(RECONNECT_MAX_MS, Math.round(base * (0.75 + random() * 0.5)));
}

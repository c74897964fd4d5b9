// docs/gateway-protocol.md: reconnect after 0.5 s, doubling to 10 s, with jitter so a restarted
// server is not hit by every browser in the same millisecond.
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/** Milliseconds to wait before reconnect attempt `attempt` (0-based); `random` in [0, 1). */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random * 0.5));
}

/** The browser stream's address on the console's own origin (ws: or wss: to match the page). */
export function streamUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/stream`;
}

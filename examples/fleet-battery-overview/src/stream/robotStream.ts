import type { StreamServerMessage } from '@fleetdeck/model';
import type { LiveRobotStore } from './liveRobotStore.js';
import { reconnectDelay } from './reconnectDelay.js';

// Close code the server uses when the token is no longer valid: sign in again, do not retry.
const CLOSE_UNAUTHORIZED = 4401;

/**
 * Keeps a WebSocket to /api/stream open: authenticates with the first message, follows every
 * building the operator may see, feeds `store`, and reconnects with backoff. Returns a stop function.
 */
export function connectRobotStream(
  store: LiveRobotStore,
  options: { url: string; token: () => string | null; random?: () => number },
): () => void {
  const random = options.random ?? Math.random;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const open = () => {
    const token = options.token();
    if (!token) {
      store.setConnection('signedOut');
      return;
    }
    store.setConnection(attempt === 0 ? 'connecting' : 'reconnecting');
    const ws = new WebSocket(options.url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      const message = JSON.parse(event.data) as StreamServerMessage;
      if (message.type === 'ready') {
        attempt = 0;
        ws.send(JSON.stringify({ type: 'subscribe', buildingIds: null }));
      }
      store.receive(message);
    };
    ws.onclose = (event) => {
      socket = null;
      if (stopped) return;
      if (event.code === CLOSE_UNAUTHORIZED) {
        store.setConnection('signedOut');
        return;
      }
      store.setConnection('reconnecting');
      timer = setTimeout(open, reconnectDelay(attempt, random()));
      attempt += 1;
    };
  };

  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}

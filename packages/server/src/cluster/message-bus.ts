import { hostname } from 'node:os';
import { connect, type NatsConnection } from 'nats';
import type { FastifyBaseLogger } from 'fastify';

/** What every subject of Fleetdeck's cluster traffic starts with. */
export const SUBJECT_PREFIX = 'fleetdeck';

/**
 * Connects to the cluster's NATS server (NATS_URL). The client reconnects for as long as the
 * process lives, buffering what it publishes meanwhile; `connected` says whether it is linked now
 * (readiness and the change notifier read it).
 */
export interface MessageBus {
  nats: NatsConnection;
  connected(): boolean;
  /** Calls `listener` each time the link comes back after it was lost; answers the unsubscribe function. */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

export async function connectMessageBus(url: string, log: FastifyBaseLogger): Promise<MessageBus> {
  const nats = await connect({
    servers: url.split(',').map((s) => s.trim()).filter(Boolean),
    name: `fleetdeck ${hostname()}:${process.pid}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  let linked = true;
  const reconnectListeners = new Set<() => void>();
  void (async () => {
    for await (const status of nats.status()) {
      if (status.type === 'disconnect') {
        linked = false;
        log.warn({ server: status.data }, 'lost the NATS server; reconnecting');
      } else if (status.type === 'reconnect') {
        linked = true;
        log.info({ server: status.data }, 'NATS server linked again');
        for (const listener of reconnectListeners) listener();
      }
    }
  })();
  return {
    nats,
    connected: () => linked && !nats.isClosed(),
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    async close() {
      if (nats.isClosed()) return;
      await nats.drain().catch(() => nats.close());
    },
  };
}

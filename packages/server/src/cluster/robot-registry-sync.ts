import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayCloseCode, type RobotGateway } from '../gateway/gateway-server.js';
import type { LiveRobots } from '../gateway/live-robots.js';
import { SUBJECT_PREFIX, type MessageBus } from './message-bus.js';

/** A robot was created, changed or deleted through some process; payload `{id, origin}`. */
const REFRESHED_SUBJECT = `${SUBJECT_PREFIX}.robots.refreshed`;

interface Refreshed {
  id: number;
  origin: string;
}

/**
 * Keeps every process's robot registry in step: a registration written through one process is
 * announced, and the others read it again. A robot connected here whose registration changed
 * elsewhere is closed as the writing process would have closed it: deleted or given a new
 * credential (4401), moved to another building (4410, it reconnects and learns the new floors).
 * Answers a function that stops listening.
 */
export function syncRobotRegistry(bus: MessageBus, robots: LiveRobots, gateway: RobotGateway, log: FastifyBaseLogger): () => void {
  const origin = randomBytes(8).toString('hex');
  const unlisten = robots.onRefresh((id, _before, _after, fromPeer) => {
    if (fromPeer) return;
    const notice: Refreshed = { id, origin };
    try {
      bus.nats.publish(REFRESHED_SUBJECT, JSON.stringify(notice));
    } catch (err) {
      log.warn({ err, robotId: id }, 'robot change not announced to the cluster');
    }
  });
  const subscription = bus.nats.subscribe(REFRESHED_SUBJECT, {
    callback: (err, message) => {
      if (err) return;
      let notice: Refreshed;
      try {
        notice = message.json<Refreshed>();
      } catch {
        return;
      }
      if (notice.origin === origin || !Number.isInteger(notice.id)) return;
      void applyPeerChange(notice.id).catch((error: unknown) => log.error({ err: error, robotId: notice.id }, 'robot change from the cluster not applied'));
    },
  });

  async function applyPeerChange(id: number): Promise<void> {
    const before = robots.byRobotId(id)?.meta;
    await robots.refresh(id, { fromPeer: true });
    const after = robots.byRobotId(id)?.meta;
    if (!before) return;
    if (!after) gateway.disconnect(id, 'Robot deleted');
    else if (after.credentialHash !== before.credentialHash) gateway.disconnect(id, 'Credential replaced');
    else if (after.buildingId !== before.buildingId) gateway.disconnect(id, 'Moved to another building', GatewayCloseCode.moved);
  }

  return () => {
    unlisten();
    subscription.unsubscribe();
  };
}

import type { Subscription } from 'nats';
import { SUBJECT_PREFIX, type MessageBus } from './message-bus.js';

/** Answered by a process for as long as it lives: `fleetdeck.process.<origin>.alive`. */
const aliveSubject = (origin: string) => `${SUBJECT_PREFIX}.process.${origin}.alive`;

/** Answers the alive subject of process `origin` (this one) until the subscription ends. */
export function answerAlive(bus: MessageBus, origin: string): Subscription {
  return bus.nats.subscribe(aliveSubject(origin), {
    callback: (err, message) => {
      if (!err) message.respond();
    },
  });
}

/**
 * Asks whether process `origin` still lives: 'gone' only when no one answers its alive subject
 * (NATS drops a process's subscriptions as soon as its connection ends, a SIGKILL included);
 * a busy process that answers late is 'unsure', not gone.
 */
export async function processPresence(bus: MessageBus, origin: string, timeoutMs: number): Promise<'alive' | 'gone' | 'unsure'> {
  try {
    await bus.nats.request(aliveSubject(origin), undefined, { timeout: timeoutMs });
    return 'alive';
  } catch (err) {
    return (err as { code?: string }).code === '503' ? 'gone' : 'unsure';
  }
}

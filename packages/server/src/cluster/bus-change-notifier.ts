import { randomBytes } from 'node:crypto';
import { ChangeCounter, type ChangeNotifier } from '../db/change-notifier.js';
import { SUBJECT_PREFIX, type MessageBus } from './message-bus.js';

/** Every process announces its committed writes here. */
const CHANGES_SUBJECT = `${SUBJECT_PREFIX}.changes`;
/** How long an HTTP answer waits for a lost NATS link to come back before it leaves anyway. */
const SETTLE_LIMIT_MS = 10_000;
/** Pause between tries to reach the NATS server while the link is down. */
const SETTLE_RETRY_MS = 100;

/**
 * A ChangeNotifier over the cluster's NATS server, used in place of PostgreSQL's LISTEN/NOTIFY when
 * NATS_URL is set: a commit publishes a notice after it committed, costing the database nothing
 * (NOTIFY serializes every notifying commit). Ordering is what makes it exact:
 * - `settle` (awaited before an HTTP answer leaves) makes a round trip to the NATS server, so by
 *   the time a client hears its write succeeded, the server has routed the notice to every
 *   subscriber;
 * - an exact `version` makes its own round trip, and the server delivers everything it routed to
 *   this connection before the answer to that round trip.
 * While this process is cut off from the server it cannot hear others' notices, so no version
 * repeats until it is linked again (caches refill on every read); its answers wait for the link
 * (up to SETTLE_LIMIT_MS), and once linked again it announces a change, because notices queued
 * while the link was down may have been dropped.
 */
export class BusChangeNotifier implements ChangeNotifier {
  readonly #origin = randomBytes(8).toString('hex');
  readonly #counter = new ChangeCounter();
  readonly #subscription;
  readonly #unlisten: () => void;
  #published = 0;
  #settled = 0;
  #wasLinked = true;

  constructor(private readonly bus: MessageBus) {
    const origin = new TextEncoder().encode(this.#origin);
    this.#subscription = bus.nats.subscribe(CHANGES_SUBJECT, {
      callback: (err, message) => {
        if (err || !sameBytes(message.data, origin)) this.#counter.bump();
      },
    });
    this.#unlisten = bus.onReconnect(() => this.#announce());
  }

  committed(): void {
    this.#counter.bump();
    this.#announce();
  }

  #announce(): void {
    this.#published += 1;
    try {
      this.bus.nats.publish(CHANGES_SUBJECT, this.#origin);
    } catch {
      // Closed: the process is shutting down, and nobody asks again.
    }
  }

  async version(exact: boolean): Promise<string> {
    if (!this.bus.connected()) {
      this.#wasLinked = false;
      this.#counter.bump();
      return `unlinked:${this.#counter.value}`;
    }
    if (!this.#wasLinked) {
      // Notices sent while we were cut off never reached us.
      this.#wasLinked = true;
      this.#counter.bump();
    }
    if (exact) {
      try {
        await this.bus.nats.flush();
      } catch {
        this.#counter.bump();
      }
    }
    return String(this.#counter.value);
  }

  /** Resolves once every notice this process published so far has reached the NATS server. */
  async settle(): Promise<void> {
    const target = this.#published;
    if (this.#settled >= target) return;
    const giveUpAt = Date.now() + SETTLE_LIMIT_MS;
    for (;;) {
      try {
        if (!(await withinTime(this.bus.nats.flush(), giveUpAt - Date.now()))) return;
        break;
      } catch {
        // The link dropped (the flush is refused): the notice goes out again once it is back.
        if (this.bus.nats.isClosed() || Date.now() >= giveUpAt) return;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_RETRY_MS));
      }
    }
    this.#settled = Math.max(this.#settled, target);
  }

  close(): Promise<void> {
    this.#unlisten();
    this.#subscription.unsubscribe();
    return Promise.resolve();
  }
}

/** Whether `work` settled within `ms` (false when the time ran out first); its refusal is thrown. */
async function withinTime(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

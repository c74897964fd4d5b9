import { randomBytes } from 'node:crypto';
import { ChangeCounter, type ChangeNotifier } from '../db/change-notifier.js';
import { SUBJECT_PREFIX, type MessageBus } from './message-bus.js';

/** Every process announces its committed writes here. */
const CHANGES_SUBJECT = `${SUBJECT_PREFIX}.changes`;

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
 * repeats until it is linked again (caches refill on every read).
 */
export class BusChangeNotifier implements ChangeNotifier {
  readonly #origin = randomBytes(8).toString('hex');
  readonly #counter = new ChangeCounter();
  readonly #subscription;
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
  }

  committed(): void {
    this.#counter.bump();
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
    await this.bus.nats.flush();
    this.#settled = Math.max(this.#settled, target);
  }

  close(): Promise<void> {
    this.#subscription.unsubscribe();
    return Promise.resolve();
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { WebhookStatus } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { DeliveryStatus, TargetKind } from './notification-event.js';
import { loadTargets, PermanentDeliveryError, sendDelivery, type DeliveryTargets, type SendContext } from './send-delivery.js';
import './notify-tables.js';

/** How the notifier retries (FLEETDECK_NOTIFY_RETRY_BASE_MS, FLEETDECK_NOTIFY_MAX_ATTEMPTS, FLEETDECK_NOTIFY_POLL_MS). */
export interface NotifierConfig {
  /** Wait before the first retry; each further retry waits twice as long (capped at an hour). */
  retryBaseMs: number;
  /** Attempts before a delivery fails for good; a webhook whose delivery failed so is marked status 9 (error). */
  maxAttempts: number;
  /** How often the outbox is looked at for retries that are due and rows other processes queued. */
  pollMs: number;
}

const MAX_BACKOFF_MS = 3_600_000;
/** A claimed row is not picked again for this long (a send times out sooner), so another process does not send it while this one does. */
const CLAIM_MS = 15_000;
/** Deliveries sent at once by one process. */
const MAX_IN_FLIGHT = 256;
/** While deliveries are in flight, the fewest rows worth a claim statement. */
const MIN_CLAIM = 16;

/** A claimed outbox row, as sending needs it. */
interface DueRow {
  id: number;
  target_kind: string;
  target_id: number;
  payload: string;
  attempts: number;
}

/** The wait before retry `attempt` (1-based): base, 2×base, 4×base…, at most an hour. */
export function backoffMs(baseMs: number, attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delivers the notification outbox: every due row is claimed (a conditional update, so one process
 * of a cluster sends it), sent, and then marked delivered, or retried with exponential back-off, or
 * failed after the last attempt. Rows outlive the process, so delivery resumes after a restart;
 * a row whose sending was cut short by a crash is sent again after its claim lapses (at least once).
 */
export class Notifier {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly sending = new Set<Promise<void>>();
  /** Rows sent in this turn of the event loop, marked delivered together once it ends. */
  private delivered: { ids: number[]; written: Promise<void> } | null = null;

  constructor(
    private readonly ctx: SendContext,
    private readonly config: NotifierConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db(): Kysely<Database> {
    return this.ctx.db;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.config.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await Promise.allSettled([...this.sending]);
  }

  /** Looks at the outbox now (after queueing), instead of at the next poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'notification outbox could not be read'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const room = MAX_IN_FLIGHT - this.sending.size;
      // While sends are in flight, wait for room for a batch rather than claiming row by row (a commit each).
      if (room <= 0 || this.stopped || (room < MIN_CLAIM && this.sending.size > 0)) return;
      const now = new Date().toISOString();
      // A read first: an idle outbox costs no write (every write tells caches, and on PostgreSQL other processes).
      const due = await this.db
        .selectFrom('notification_deliveries')
        .select('id')
        .where('status', '=', DeliveryStatus.pending)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(room)
        .execute();
      if (due.length === 0) return;
      // Claimed before the next look at the outbox, so no row is picked twice; sent without waiting,
      // so one slow target (a receiver that hangs until the timeout) holds up no other delivery.
      const claimed = await this.claim(due.map((row) => row.id), now);
      const targets = await loadTargets(this.db, claimed.map((row) => ({ targetKind: row.target_kind, targetId: row.target_id, payload: row.payload })));
      for (const row of claimed) {
        const sending: Promise<void> = this.attempt(row, targets)
          .catch((error: unknown) => this.log.error({ err: error, deliveryId: row.id }, 'notification delivery could not be recorded'))
          .finally(() => {
            this.sending.delete(sending);
            this.kick();
          });
        this.sending.add(sending);
      }
      if (due.length < room) return;
    }
  }

  /**
   * Claims the rows seen due in one statement: their next attempt moves CLAIM_MS ahead, so no
   * process picks them again meanwhile. The conditions are checked again on each row as it is
   * updated (SQLite writes one statement at a time; PostgreSQL re-reads a row another process
   * updated first), so a row another process claimed since it was seen is no longer due and is
   * skipped: only the rows answered are this process's to send.
   */
  private async claim(ids: number[], now: string): Promise<DueRow[]> {
    return this.db
      .updateTable('notification_deliveries')
      .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString() })
      .where('id', 'in', ids)
      .where('status', '=', DeliveryStatus.pending)
      .where('next_attempt_at', '<=', now)
      .returning(['id', 'target_kind', 'target_id', 'payload', 'attempts'])
      .execute();
  }

  /**
   * Marks a sent row delivered together with the others sent in the same turn of the event loop: one
   * update for the batch. A crash before it lands leaves the rows pending, so they are sent again
   * once their claim lapses (at least once, as before).
   */
  private markDelivered(id: number): Promise<void> {
    if (!this.delivered) {
      const ids: number[] = [];
      const written = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        this.delivered = null;
        const now = new Date().toISOString();
        await this.db.updateTable('notification_deliveries')
          .set((eb) => ({ status: DeliveryStatus.delivered, attempts: eb('attempts', '+', 1), delivered_at: now, last_error: '', updated_at: now }))
          .where('id', 'in', ids)
          .execute();
      });
      this.delivered = { ids, written };
    }
    this.delivered.ids.push(id);
    return this.delivered.written;
  }

  private async attempt(row: DueRow, targets: DeliveryTargets): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await sendDelivery(this.ctx, { targetKind: row.target_kind, targetId: row.target_id, payload: row.payload }, targets);
      await this.markDelivered(row.id);
    } catch (error) {
      // A connection error's message says why (refused, reset, certificate); a wrapped one's cause does.
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      const message = `${(error as Error).message ?? String(error)}${cause ? `: ${cause}` : ''}`.slice(0, 500);
      const last = error instanceof PermanentDeliveryError || attempts >= this.config.maxAttempts;
      const now = new Date();
      await this.db.updateTable('notification_deliveries')
        .set({
          status: last ? DeliveryStatus.failed : DeliveryStatus.pending,
          attempts,
          last_error: message,
          next_attempt_at: new Date(now.getTime() + (last ? 0 : backoffMs(this.config.retryBaseMs, attempts))).toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      if (last && row.target_kind === TargetKind.webhook && !(error instanceof PermanentDeliveryError)) {
        // §4 webhook status 9: the webhook screen shows it as an error until someone fixes and re-enables it.
        await (this.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .updateTable('webhooks')
          .set({ status: WebhookStatus.error, updated_at: now.toISOString() })
          .where('id', '=', row.target_id)
          .execute();
      }
      this.log.warn({ deliveryId: row.id, attempts, final: last, err: message }, 'notification not delivered');
    }
  }
}

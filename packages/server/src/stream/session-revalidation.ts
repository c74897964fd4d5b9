import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SessionGateMessages } from '@fleetdeck/model';
import { authenticate } from '../plugins/auth.js';
import { ApiError } from '../errors/api-error.js';
import { findContract } from '../auth/account-gate.js';
import { invalidateScopeCache } from '../access/scope-load.js';
import type { RequestSession } from '../auth/request-session.js';
import { visibleBuildingIds } from './visible-buildings.js';
import type { StreamClient } from './stream-client.js';

declare module '../db/database.js' {
  interface Database {
    /** One row: a counter the triggers of migration 0004-session-changes move. */
    session_changes: { id: number; n: number };
  }
}

/** How often the counter of session-relevant writes is read while browsers are connected. */
export const SESSION_CHANGE_POLL_MS = 100;
/** Even with no write, a socket's session is checked again at least this often (a backstop). */
export const SESSION_MAX_AGE_MS = 60_000;
/**
 * Close code when the rights of a session changed under an open socket (its account type or
 * organization, or buildings it followed left its sight): the browser reconnects, and the new
 * `ready` and `subscribed` carry the new rights. Not an access loss, so the console stays signed in.
 */
export const RIGHTS_CHANGED_CLOSE_CODE = 4409;

interface Watch {
  token: string;
  address: string;
  /** The session-change counter the session was last checked at. */
  version: number;
  /** When a time-based end (token expiry, contract end, terms taking effect) comes next. */
  validUntil: number;
  running: Promise<void> | null;
}

interface Resolved {
  session: RequestSession;
  permitted: Set<number>;
  validUntil: number;
}

/** Close code and reason for a refused session: 4000 + the HTTP status, the error code as reason. */
function closeFor(error: unknown): { code: number; reason: string } {
  if (error instanceof ApiError) {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 401;
    return { code: 4000 + status, reason: error.code };
  }
  return { code: 1011, reason: 'Internal error' };
}

/**
 * Keeps every open /api/stream socket's session as true as an HTTP call's: the socket is checked by
 * the same lookup HTTP uses (token, contract, IP allow-list, §4 gates, visible buildings) when it
 * authenticates, again whenever a session-relevant write happened (a counter moved by database
 * triggers, read every SESSION_CHANGE_POLL_MS, so the fleet's telemetry writes cost nothing) or a
 * time-based end is due, and before each message it acts on. A session that ended closes its
 * socket (4401 token gone, 4403 IP or §4 gate, 4498/4499 contract, 4409 rights changed); buildings
 * that came into sight are added to the socket's subscription in place.
 */
export class StreamSessionGuard {
  private readonly watched = new Map<StreamClient, Watch>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private sweeping = false;
  private lastVersion: number | null = null;

  constructor(
    private readonly app: FastifyInstance,
    /** Called when buildings came into sight; the stream re-applies the socket's subscription. */
    private readonly onPermittedGrew: (client: StreamClient) => void,
  ) {}

  /** Authenticates a socket (throws the ApiError HTTP would answer) and watches it from then on. */
  async admit(client: StreamClient, token: string, address: string): Promise<void> {
    const version = await this.version();
    const { session, permitted, validUntil } = await this.resolve(token, address, false);
    client.session = session;
    client.permitted = permitted;
    this.watched.set(client, { token, address, version, validUntil, running: null });
    this.timer ??= setInterval(() => void this.sweep(), SESSION_CHANGE_POLL_MS);
    this.timer.unref();
  }

  /** Whether the socket's session still holds, checked again first if anything changed since. */
  async confirm(client: StreamClient): Promise<boolean> {
    const watch = this.watched.get(client);
    if (!watch || !client.session) return false;
    const version = await this.version();
    // Twice at most: a check already running may have started before the latest change.
    for (let i = 0; i < 2 && this.watched.has(client) && this.stale(watch, version); i++) await this.revalidate(client, watch, version);
    return client.session !== null && this.watched.has(client);
  }

  /** Stops watching a socket that closed. */
  forget(client: StreamClient): void {
    this.watched.delete(client);
    if (this.watched.size === 0) this.stop();
  }

  /** Stops the poll (shutdown, or no socket left). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private stale(watch: Watch, version: number): boolean {
    return watch.version !== version || Date.now() >= watch.validUntil;
  }

  private async version(): Promise<number> {
    const row = await this.app.db.selectFrom('session_changes').select('n').where('id', '=', 1).executeTakeFirst();
    return row?.n ?? 0;
  }

  private async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const version = await this.version();
      if (version !== this.lastVersion) {
        // Another process's tag or tree change would otherwise reach the scope only after its cache life.
        if (this.lastVersion !== null) invalidateScopeCache(this.app.db);
        this.lastVersion = version;
      }
      // One socket after another: a change touching many sessions spreads its queries out.
      for (const [client, watch] of [...this.watched]) {
        if (this.watched.has(client) && this.stale(watch, version)) await this.revalidate(client, watch, version);
      }
    } catch (err) {
      this.app.log.error({ err }, 'stream session check failed');
    } finally {
      this.sweeping = false;
    }
  }

  private revalidate(client: StreamClient, watch: Watch, version: number): Promise<void> {
    watch.running ??= this.check(client, watch, version).finally(() => {
      watch.running = null;
    });
    return watch.running;
  }

  private async check(client: StreamClient, watch: Watch, version: number): Promise<void> {
    let next: Resolved;
    try {
      next = await this.resolve(watch.token, watch.address, true);
    } catch (error) {
      const { code, reason } = closeFor(error);
      this.end(client, code, reason);
      return;
    }
    const previous = client.session;
    if (!previous || !this.watched.has(client)) return;
    watch.version = version;
    watch.validUntil = next.validUntil;
    const lost = [...client.permitted].some((id) => !next.permitted.has(id));
    if (lost || next.session.userType !== previous.userType || next.session.organizationId !== previous.organizationId) {
      this.end(client, RIGHTS_CHANGED_CLOSE_CODE, 'RIGHTS_CHANGED');
      return;
    }
    const grew = [...next.permitted].some((id) => !client.permitted.has(id));
    client.session = next.session;
    client.permitted = next.permitted;
    if (grew) this.onPermittedGrew(client);
  }

  /** Ends a socket's session at once: nothing it sends is acted on from here. */
  private end(client: StreamClient, code: number, reason: string): void {
    client.session = null;
    this.forget(client);
    client.socket.close(code, reason);
  }

  private async resolve(token: string, address: string, fresh: boolean): Promise<Resolved> {
    const session = await authenticate(this.app, token, address, { fresh });
    // The stream is none of the calls the password-change and terms pages need.
    if (session.gate) throw new ApiError(session.gate, SessionGateMessages[session.gate].en);
    const permitted = new Set(await visibleBuildingIds(this.app.db, session));
    return { session, permitted, validUntil: await this.nextTimedEnd(session) };
  }

  /** The next moment the session may end without any write: token expiry, contract end, new terms. */
  private async nextTimedEnd(session: RequestSession): Promise<number> {
    const now = Date.now();
    const db = this.app.db;
    const token = await db.selectFrom('access_tokens').select('expires_at').where('id', '=', session.tokenId).executeTakeFirst();
    const contract = await findContract(db, session.organizationId);
    const terms = await db
      .selectFrom('terms')
      .select(sql<string | null>`min(published_at)`.as('at'))
      .where('published_at', '>', new Date(now).toISOString())
      .executeTakeFirst();
    const ends = [token?.expires_at, contract?.contract_end_at, terms?.at]
      .map((at) => (at ? Date.parse(at) : NaN))
      .filter((at) => Number.isFinite(at) && at > now);
    return Math.min(now + SESSION_MAX_AGE_MS, ...ends);
  }
}

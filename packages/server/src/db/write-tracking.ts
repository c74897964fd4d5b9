import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/** What the store adapter does around the writes it sees. */
export interface WriteHooks {
  /**
   * Tells other processes of a write, on the writing connection: inside the write's transaction,
   * just before COMMIT, so the news and the data become visible together; or right after a write
   * that committed on its own.
   */
  announce?(connection: DatabaseConnection): Promise<void>;
  /** A write committed. */
  committed(): void;
}

// Selects change nothing; everything else (insert, update, delete, schema changes, and raw SQL that
// is not a plain SELECT) counts as a write. Counting a read as a write only costs a cache refill.
function isWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return false;
  if (kind === 'RawNode') return !/^\s*select\b/i.test(query.sql);
  return true;
}

class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly hooks: WriteHooks,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (isWrite(query)) {
      if (this.inTransaction) this.wrote = true;
      else {
        await this.hooks.announce?.(this.inner);
        this.hooks.committed();
      }
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

function tracked(connection: DatabaseConnection): TrackedConnection {
  if (!(connection instanceof TrackedConnection)) throw new Error('connection was not acquired through the write-tracking driver');
  return connection;
}

class WriteTrackingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly hooks: WriteHooks,
  ) {
    // Kysely tests these optional methods for presence, so only forward those the inner driver has.
    const savepointMethods = ['savepoint', 'rollbackToSavepoint', 'releaseSavepoint'] as const;
    for (const method of savepointMethods) {
      const own = inner[method]?.bind(inner);
      if (own) this[method] = (connection, name, compile) => own(tracked(connection).inner, name, compile);
    }
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.inner.acquireConnection(), this.hooks);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const own = tracked(connection);
    await this.inner.beginTransaction(own.inner, settings);
    own.inTransaction = true;
    own.wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const own = tracked(connection);
    if (own.wrote) await this.hooks.announce?.(own.inner);
    await this.inner.commitTransaction(own.inner);
    own.inTransaction = false;
    if (own.wrote) this.hooks.committed();
    own.wrote = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const own = tracked(connection);
    own.inTransaction = false;
    own.wrote = false;
    await this.inner.rollbackTransaction(own.inner);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(tracked(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with every committed write reported to `hooks`: caches are invalidated by the writes themselves. */
export function trackWrites(dialect: Dialect, hooks: WriteHooks): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WriteTrackingDriver(dialect.createDriver(), hooks),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

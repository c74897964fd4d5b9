/**
 * Tells caches of derived data (signed-in sessions, list answers) whether the database may have
 * changed since they were filled. The store adapter calls `committed` after every write this
 * process commits; writes of other processes reach it through the store (SQLite's data_version,
 * PostgreSQL's NOTIFY) or the cluster's message bus (cluster/bus-change-notifier.ts).
 */
export interface ChangeNotifier {
  /**
   * A text that differs from every earlier answer once a write committed: at once for this
   * process's writes, within EXTERNAL_CHANGE_CHECK_MS for another process's. `exact` also sees
   * another process's commit made a moment ago, at the cost of a round trip to the store.
   */
  version(exact: boolean): Promise<string>;
  /** This process committed a write. */
  committed(): void;
  /**
   * Resolves once every process can see the writes this process committed so far; awaited before
   * an HTTP answer leaves. Absent where a commit is visible everywhere as it happens.
   */
  settle?(): Promise<void>;
  close(): Promise<void>;
}

/** How long another process's commit may go unnoticed by a version asked without `exact`. */
export const EXTERNAL_CHANGE_CHECK_MS = 20;

/** The part every notifier shares: a counter of this process's commits and of the changes it was told of. */
export class ChangeCounter {
  #count = 0;

  bump(): void {
    this.#count += 1;
  }

  get value(): number {
    return this.#count;
  }
}

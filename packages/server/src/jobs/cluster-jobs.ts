import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/store.js';
import { claimDueRun, registerJob } from './due-runs.js';

/** How often each process asks whether a periodic job is due; a job's period caps it. */
const DUE_CHECK_MS = 60_000;

/**
 * Work that must happen once across a cluster of servers on one database (a retention sweep, a
 * schedule firing, an export). On SQLite (one process) the locks are this process's; on
 * PostgreSQL they hold across every process on the database.
 */
export interface ClusterJobs {
  /**
   * Runs `task` unless a task of the same name runs already, here or in another process: then it
   * answers false at once. For work that may repeat but must not overlap (a sweep, a catch-up).
   */
  runExclusive(name: string, task: () => Promise<void>): Promise<boolean>;
  /**
   * Runs `task` once every `periodMs` across the cluster, whichever process finds it due first
   * (a table row holds when it is next due), never two at once. The first run comes a period
   * after the job was first registered on the database. Answers a function that stops it here.
   */
  every(name: string, periodMs: number, task: () => Promise<void>, options?: { checkMs?: number }): () => void;
  /** Stops every periodic job of this process and waits for runs in progress. */
  close(): Promise<void>;
}

/** The cluster's jobs over an open store; task failures are logged, and the job tries again when next due. */
export function clusterJobs(store: Store, log: FastifyBaseLogger): ClusterJobs {
  const runner = `${hostname()}:${process.pid}`;
  const timers = new Set<ReturnType<typeof setInterval>>();
  const running = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return work;
  }

  const jobs: ClusterJobs = {
    runExclusive: (name, task) => track(store.runExclusive(name, task)),

    every(name, periodMs, task, options = {}) {
      // Tracked, so closing waits for it rather than closing the store under it.
      const registered = track(registerJob(store.db, name, periodMs, new Date()));
      const check = async () => {
        await registered;
        await jobs.runExclusive(`every:${name}`, async () => {
          // Claimed under the lock, so a run that outlasts its period is never joined by the next.
          if (await claimDueRun(store.db, name, periodMs, runner, new Date())) await task();
        });
      };
      const timer = setInterval(() => {
        check().catch((err: unknown) => log.error({ err, job: name }, 'cluster job failed'));
      }, options.checkMs ?? Math.min(periodMs, DUE_CHECK_MS));
      timer.unref();
      timers.add(timer);
      registered.catch((err: unknown) => log.error({ err, job: name }, 'cluster job could not be registered'));
      return () => {
        clearInterval(timer);
        timers.delete(timer);
      };
    },

    async close() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
  return jobs;
}

// Row type of migration 0090-cluster-jobs, merged into the core Database interface.

export interface ClusterJobsTable {
  /** The job's name, as given to ClusterJobs.every. */
  name: string;
  /** ISO UTC: the first moment the job may run again. */
  next_run_at: string;
  last_started_at: string | null;
  /** Which process ran it last (host:pid), for whoever reads the table when something looks wrong. */
  last_runner: string | null;
}

declare module '../db/database.js' {
  interface Database {
    cluster_jobs: ClusterJobsTable;
  }
}

// Public API of @fleetdeck/server for tests and embedding: the app builder and its configuration.
export { buildApp } from './app.js';
export type { BuildAppOptions } from './app.js';
export { resolveConfig, ConfigError } from './config.js';
export { databaseFileFromUrl } from './db/store-location.js';
export type { ServerConfig, ConfigFlags } from './config.js';
export { extensions } from './extensions.js';
export type { ServerExtension } from './extensions.js';
export { authenticate } from './plugins/auth.js';
export type { RequestSession } from './auth/request-session.js';
export { openSqlClient } from './db/sql-client.js';
export type { SqlClient, SqlRow } from './db/sql-client.js';
export type { ClusterJobs } from './jobs/cluster-jobs.js';

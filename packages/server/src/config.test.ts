import { describe, expect, it } from 'vitest';
import { ConfigError, resolveConfig } from './config.js';

const cwd = '/srv/fleetdeck';

describe('resolveConfig', () => {
  it('keeps uploaded files in <data>/files unless --files or FLEETDECK_FILES names another folder', () => {
    expect(resolveConfig({ data: 'data' }, {}, cwd).filesDir).toBe('/srv/fleetdeck/data/files');
    expect(resolveConfig({ data: 'data' }, { FLEETDECK_FILES: '/mnt/shared' }, cwd).filesDir).toBe('/mnt/shared');
    // A flag wins over the environment, and a relative path is the caller's, not the data folder's.
    expect(resolveConfig({ data: 'data', files: 'uploads' }, { FLEETDECK_FILES: '/mnt/shared' }, cwd).filesDir).toBe('/srv/fleetdeck/uploads');
    expect(resolveConfig({ data: 'data' }, { FLEETDECK_FILES: '  ' }, cwd).filesDir).toBe('/srv/fleetdeck/data/files');
  });

  it('refuses NATS_URL on SQLite, where there is no cluster to join, and names what to set', () => {
    expect(() => resolveConfig({}, { NATS_URL: 'nats://127.0.0.1:4222' }, cwd)).toThrow(ConfigError);
    expect(() => resolveConfig({}, { NATS_URL: 'nats://127.0.0.1:4222' }, cwd)).toThrow(/DATABASE_URL=postgres/);
    const cluster = resolveConfig({}, { NATS_URL: 'nats://127.0.0.1:4222', DATABASE_URL: 'postgres://fleetdeck@db/fleetdeck' }, cwd);
    expect(cluster.natsUrl).toBe('nats://127.0.0.1:4222');
  });
});

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

  it('takes the HTTPS certificate and key both or neither, each flag before its variable', () => {
    expect(resolveConfig({}, {}, cwd).tls).toBeNull();
    expect(() => resolveConfig({ tlsCert: 'cert.pem' }, {}, cwd)).toThrow(/--tls-cert \(TLS_CERT_FILE\) is set without --tls-key \(TLS_KEY_FILE\)/);
    expect(() => resolveConfig({}, { TLS_KEY_FILE: 'key.pem' }, cwd)).toThrow(/--tls-key \(TLS_KEY_FILE\) is set without --tls-cert \(TLS_CERT_FILE\)/);
    // The flags' files are the ones read, relative to the caller's folder, not the variables'.
    const both = () => resolveConfig({ tlsCert: 'flag-cert.pem', tlsKey: 'flag-key.pem' }, { TLS_CERT_FILE: '/etc/env-cert.pem', TLS_KEY_FILE: '/etc/env-key.pem' }, cwd);
    expect(both).toThrow(ConfigError);
    expect(both).toThrow('--tls-cert (TLS_CERT_FILE): cannot read /srv/fleetdeck/flag-cert.pem (ENOENT)');
  });
});

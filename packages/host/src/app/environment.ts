/** Deployment environments the console recognises from the API host name (spec §1). */
export type Environment = 'local' | 'test' | 'dev' | 'stg' | 'production';

/**
 * Derives the environment from a host name: localhost/loopback → local; a `test`, `dev` or `stg`
 * label (e.g. `api.stg.example.com`, `dev-console.example.com`) → that; anything else production.
 */
export function deriveEnvironment(hostname: string): Environment {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '::1' || host === '[::1]' || host.startsWith('127.') || host.endsWith('.localhost') || host.endsWith('.local')) {
    return 'local';
  }
  const labels = host.split('.').flatMap((label) => label.split('-'));
  for (const env of ['test', 'dev', 'stg'] as const) {
    if (labels.includes(env)) return env;
  }
  return 'production';
}

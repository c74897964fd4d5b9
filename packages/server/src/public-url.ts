import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';

/** The address the server prints at start for a port: what a person on this machine opens (https:// when it speaks TLS). */
export function localConsoleUrl(port: number, tls: boolean): string {
  return `${tls ? 'https' : 'http'}://localhost:${port}`;
}

/**
 * Base of every link the server mails (reset links): the configured public URL, else the URL
 * printed at start. Never a request's Host, X-Forwarded-Host or Origin: those are whatever the
 * caller sends, and a reset requested with `Host: evil.example` would mail the victim a link that
 * hands their reset token to evil.example.
 */
export function publicBaseUrl(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  return localConsoleUrl(port, app.config.tls !== null);
}

/**
 * What to tell the operator when PUBLIC_URL is plain http:// while this server speaks only HTTPS
 * (`--tls-cert`): mailed links would reach it only through something else answering there, such
 * as a redirect on port 80. Null when nothing is amiss.
 */
export function publicUrlWarning(config: Pick<ServerConfig, 'publicUrl' | 'tls'>): string | null {
  if (!config.tls || !config.publicUrl?.startsWith('http:')) return null;
  return `PUBLIC_URL ${config.publicUrl} is plain http:// but this server speaks HTTPS only (--tls-cert): links in mails will not reach it unless something answers there; use https://`;
}

import type { FastifyInstance } from 'fastify';

/** The address the server prints at start for a port: what a person on this machine opens. */
export function localConsoleUrl(port: number): string {
  return `http://localhost:${port}`;
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
  return localConsoleUrl(port);
}

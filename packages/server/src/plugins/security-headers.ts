import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { cachedManifestOrigins, type ManifestOrigins } from '../security/custom-manifest-origins.js';
import { isLocalOrDevHost, LOOPBACK_DEV_SOURCES } from '../security/dev-host.js';

/**
 * Browser features the console never uses are switched off for it and anything it embeds; the
 * clipboard (copying a robot credential) and full screen stay for the console itself. Helmet does
 * not set this header.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/** What one request adds to the fixed policy: the manifest's origins and, on dev consoles, dev servers. */
interface RequestSources {
  manifest: ManifestOrigins;
  dev: string[];
}

/**
 * Security headers on every answer (HTML, API JSON, errors, 404s; scripts and stylesheets keep those
 * that apply to them, see DOCUMENT_ONLY_HEADERS) with @fastify/helmet:
 * a Content-Security-Policy without 'unsafe-eval' or 'unsafe-inline' in script-src (plugins and
 * custom views load as script elements; the browser checks plugin integrity), frame-ancestors
 * 'none' unless configured, nosniff, Referrer-Policy no-referrer and a Permissions-Policy.
 * Register before the routes, so every route and the not-found handler get the hooks.
 */
export async function setupSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { cspScriptSrc, cspFrameAncestors, cspDevSrc } = app.config;
  const manifestOrigins = cachedManifestOrigins(join(app.config.dataDir, 'custom', 'manifest.json'));
  const perRequest = new WeakMap<IncomingMessage, RequestSources>();
  const extra = (request: IncomingMessage): RequestSources => perRequest.get(request) ?? { manifest: { scripts: [], styles: [], images: [] }, dev: cspDevSrc };
  const joined = (...lists: string[][]) => [...new Set(lists.flat())].join(' ');

  // Runs before helmet's own onRequest hook (added first), so the policy sees this request's sources.
  app.addHook('onRequest', async (request) => {
    const dev = isLocalOrDevHost(request.hostname) ? [...LOOPBACK_DEV_SOURCES, ...cspDevSrc] : cspDevSrc;
    perRequest.set(request.raw, { manifest: await manifestOrigins(), dev });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => joined(cspScriptSrc, extra(req).manifest.scripts, extra(req).dev)],
        // Fluent UI's Griffel inserts <style> elements at run time and components set style
        // attributes, so styles need 'unsafe-inline'. A nonce would not do: it would switch
        // 'unsafe-inline' off for style attributes too. Inline CSS cannot run script; what it could
        // leak by loading URLs is held by img-src, font-src and connect-src.
        styleSrc: ["'self'", "'unsafe-inline'", (req) => joined(extra(req).manifest.styles, extra(req).dev)],
        // data: and blob: for inline icons, camera frames and fetched photos (object URLs).
        imgSrc: ["'self'", 'data:', 'blob:', (req) => joined(extra(req).manifest.images, extra(req).dev)],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' also covers ws:/wss: to the same host and port (CSP Level 3), i.e. /api/stream.
        connectSrc: ["'self'", (req) => joined(extra(req).dev)],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: cspFrameAncestors,
        // Not upgrade-insecure-requests: the console is also opened over plain HTTP on a LAN.
      },
    },
    // X-Frame-Options for browsers without frame-ancestors; it cannot name origins, so it is
    // left out when frame-ancestors allows some.
    frameguard: cspFrameAncestors.join(' ') === "'none'" ? { action: 'deny' } : cspFrameAncestors.join(' ') === "'self'" ? { action: 'sameorigin' } : false,
    // The reset link carries a token in its URL: no page of the console tells another site where it was.
    referrerPolicy: { policy: 'no-referrer' },
    // includeSubDomains would also force HTTPS on other hosts under the console's domain.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    // Plugins and branding assets are only ever loaded by the console itself.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (isSubresource(reply.getHeader('content-type'))) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
}

/**
 * Headers a browser reads only on a document (a page, or an answer opened as one), never on a
 * script or stylesheet it runs or applies inside the console's page: that page's own headers govern
 * them. Each cost a script answer about 900 bytes of HTTP/1.1 headers, and robot/control loads over a
 * hundred scripts (issue 16, measured with the wire-bytes bench). nosniff, Referrer-Policy,
 * Cross-Origin-Resource-Policy and HSTS stay on every answer: they matter for scripts too.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster',
  'x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-dns-prefetch-control',
];

/**
 * Scripts and stylesheets. Not SVG (opened on its own it is a document that can run script), not
 * JSON or HTML. The console starts no workers; a worker script would need its own CSP and would be
 * left out here by name.
 */
function isSubresource(contentType: unknown): boolean {
  const type = String(Array.isArray(contentType) ? contentType[0] : (contentType ?? '')).split(';')[0]?.trim().toLowerCase();
  return type === 'application/javascript' || type === 'text/javascript' || type === 'text/css';
}

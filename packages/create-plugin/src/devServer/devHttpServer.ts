import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { DevManifest } from './devManifest.js';
import type { EventHub } from './eventHub.js';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

// The console runs on another origin; Private-Network lets an https console reach this local server.
const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Private-Network': 'true',
};

/** Resolves a URL path inside dist, or null when it would leave the folder. */
export function fileInside(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(distDir, decoded));
  const rootWithSep = distDir.endsWith(sep) ? distDir : `${distDir}${sep}`;
  return candidate.startsWith(rootWithSep) ? candidate : null;
}

function send(response: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  response.writeHead(status, { ...corsHeaders, 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

async function serveFile(distDir: string, request: IncomingMessage, response: ServerResponse, urlPath: string) {
  const file = fileInside(distDir, urlPath);
  if (!file) return send(response, 400, 'bad path');
  try {
    const info = await stat(file);
    if (!info.isFile()) return send(response, 404, 'not found');
    response.writeHead(200, {
      ...corsHeaders,
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Cache-Control': 'no-store',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  } catch {
    send(response, 404, 'not found');
  }
}

/** The dev server: dist/ with CORS, /dev-manifest.json for the host, /events for reloads. */
export function createDevHttpServer(options: {
  distDir: string;
  hub: EventHub;
  manifest: (origin: string) => DevManifest | null;
  origin: string;
}): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', options.origin);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders);
      return response.end();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'method not allowed');
    if (url.pathname === '/events') return options.hub.attach(response, corsHeaders);
    if (url.pathname === '/dev-manifest.json') {
      const manifest = options.manifest(options.origin);
      if (!manifest) return send(response, 503, JSON.stringify({ error: 'first build not finished' }), contentTypes['.json']);
      return send(response, 200, JSON.stringify(manifest), contentTypes['.json']);
    }
    void serveFile(options.distDir, request, response, url.pathname);
  });
}

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevHttpServer, fileInside } from './devHttpServer.js';
import { buildDevManifest, type DevManifest } from './devManifest.js';
import { EventHub } from './eventHub.js';

let work: string;
let server: Server;
let hub: EventHub;
let base: string;
let manifest: DevManifest | null;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'dev-server-'));
  await mkdir(join(work, 'dist'));
  await writeFile(join(work, 'dist', 'index.js'), 'System.register([], function () { return {}; });');
  await writeFile(join(work, 'secret.txt'), 'outside dist');
  hub = new EventHub(60_000);
  manifest = null;
  server = createDevHttpServer({ distDir: join(work, 'dist'), hub, origin: 'http://127.0.0.1', manifest: () => manifest });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  hub.close();
  await new Promise((resolve) => server.close(resolve));
  await rm(work, { recursive: true, force: true });
});

describe('dev HTTP server', () => {
  it('serves dist files to another origin', async () => {
    const response = await fetch(`${base}/index.js?v=3`, { headers: { Origin: 'http://localhost:8080' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toContain('System.register');
  });

  it('never serves a file outside dist', async () => {
    expect(fileInside('/p/dist', '/../secret.txt')).toBeNull();
    expect(fileInside('/p/dist', '/%2e%2e/secret.txt')).toBeNull();
    const response = await fetch(`${base}/%2e%2e/secret.txt`);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('outside dist');
  });

  it('answers 503 for the manifest until the first build, then the manifest', async () => {
    expect((await fetch(`${base}/dev-manifest.json`)).status).toBe(503);
    manifest = buildDevManifest({
      origin: base,
      buildId: 'b1',
      pluginJson: { id: 'x', entry: 'index.js' },
      customView: null,
    });
    const response = await fetch(`${base}/dev-manifest.json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as DevManifest).buildId).toBe('b1');
  });

  it('streams change events to listeners', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/events`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    await expect.poll(() => hub.size).toBe(1);
    hub.broadcast('change', { buildId: 'b2' });
    let received = '';
    while (!received.includes('b2')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value);
    }
    controller.abort();
    expect(received).toContain('event: change\ndata: {"buildId":"b2"}');
  });

  it('replays a failed build to a browser that connects before the next good build, and not after it', async () => {
    // Connects, then sends a marker event: anything replayed on connecting arrives before it.
    const receivedOnConnect = async (marker: string) => {
      const controller = new AbortController();
      const reader = (await fetch(`${base}/events`, { signal: controller.signal })).body!.getReader();
      await expect.poll(() => hub.size).toBe(1);
      hub.broadcast('marker', { marker });
      const decoder = new TextDecoder();
      let received = '';
      while (!received.includes(marker)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      controller.abort();
      await expect.poll(() => hub.size).toBe(0);
      return received;
    };
    hub.broadcast('error', { message: 'src/index.tsx:3:1: Unexpected token' });
    expect(await receivedOnConnect('m1')).toContain('event: error\ndata: {"message":"src/index.tsx:3:1: Unexpected token"}');
    hub.broadcast('change', { buildId: 'b3' });
    expect(await receivedOnConnect('m2')).not.toContain('event: error');
  });
});

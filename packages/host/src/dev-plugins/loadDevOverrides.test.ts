import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDevOverrides } from './loadDevOverrides.js';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/dev-manifest.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          fleetdeckDev: 1,
          events: `${base}/events`,
          views: [{ id: 'battery', path: 'battery', scriptUrl: `${base}/index.js?v=1`, component: 'BatteryView' }],
          plugins: [],
        }),
      );
      return;
    }
    response.writeHead(503);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('loadDevOverrides', () => {
  it('loads the views a running dev server offers', async () => {
    const overrides = await loadDevOverrides([base]);
    expect(overrides.views.map((view) => [view.id, view.scriptUrl, view.component])).toEqual([
      ['battery', `${base}/index.js?v=1`, 'BatteryView'],
    ]);
    expect(overrides.events).toEqual([`${base}/events`]);
  });

  it('skips a dev server that is down or failing, keeping the ones that answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const overrides = await loadDevOverrides(['http://127.0.0.1:1', `${base}/broken`, base]);
    expect(overrides.views.map((view) => view.id)).toEqual(['battery']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

// Issue 22 item 4: in development a failed build (a syntax error, a bad plugin.json) shows over the
// console with its file and line while the last good build keeps running, and the next good build
// clears it. A small dev server here speaks the dev-manifest and events contract create-plugin's
// `npm run dev` serves (docs/contracts.md "Development overrides").
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

const view = `System.register(['react'], function (_export) {
  var React;
  return {
    setters: [function (m) { React = m; }],
    execute: function () {
      _export('DevView', function DevView() { return React.createElement('h1', null, 'Dev view rendered'); });
    },
  };
});`;

interface DevServer {
  origin: string;
  listeners: () => number;
  send: (event: string, data: unknown) => void;
  close: () => Promise<void>;
}

async function startDevServer(): Promise<DevServer> {
  const streams = new Set<ServerResponse>();
  const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
  let origin = '';
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', origin).pathname;
    if (path === '/dev-manifest.json') {
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      response.end(JSON.stringify({
        fleetdeckDev: 1, buildId: '1', events: `${origin}/events`, plugins: [],
        views: [{ id: 'dev-view', path: 'dev-view', scriptUrl: `${origin}/index.js`, component: 'DevView', meta: { title: { en: 'Dev view', ja: 'Dev view' } } }],
      }));
    } else if (path === '/index.js') {
      response.writeHead(200, { ...cors, 'Content-Type': 'text/javascript' });
      response.end(view);
    } else if (path === '/events') {
      response.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
      response.write('retry: 500\n\n');
      streams.add(response);
      response.on('close', () => streams.delete(response));
    } else {
      response.writeHead(404, cors);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    listeners: () => streams.size,
    send: (event, data) => streams.forEach((stream) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: async () => {
      streams.forEach((stream) => stream.end());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let dev: DevServer;

test.beforeEach(async () => {
  dev = await startDevServer();
});

test.afterEach(async ({ page }) => {
  // Forget the dev server so a later test on this console loads the installed views only.
  await page.evaluate(() => localStorage.removeItem('fleetdeck.devPlugins')).catch(() => undefined);
  await dev.close();
});

async function openDevView(page: Page): Promise<void> {
  await login(page, demo.operator);
  await page.goto(`/custom/dev-view?fleetdeck-dev=${encodeURIComponent(dev.origin)}`);
  await expect(page.getByRole('heading', { name: 'Dev view rendered' })).toBeVisible();
  await expect.poll(() => dev.listeners()).toBeGreaterThan(0);
}

function overlay(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The development build failed' }) });
}

test('a syntax error shows over the console with its file and line, and the next good build clears it', async ({ page }) => {
  await openDevView(page);
  dev.send('error', { message: 'Transform failed with 1 error:\n/home/yui/dev-view/src/index.tsx:3:15: ERROR: Unexpected ";"' });
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByTestId('dev-build-error-location')).toHaveText('At /home/yui/dev-view/src/index.tsx:3:15');
  await expect(overlay(page)).toContainText('ERROR: Unexpected ";"');
  // The last good build keeps running underneath.
  await expect(page.getByRole('heading', { name: 'Dev view rendered' })).toBeVisible();

  dev.send('change', { buildId: '2' });
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dev view rendered' })).toBeVisible();
});

test('a bad plugin.json names the file, in Japanese too, and Close dismisses it', async ({ page }) => {
  await openDevView(page);
  dev.send('error', { message: 'plugin.json sdk: must be string' });
  await expect(overlay(page).getByTestId('dev-build-error-location')).toHaveText('At plugin.json');
  await overlay(page).getByRole('button', { name: 'Close' }).click();
  await expect(overlay(page)).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dev view rendered' })).toBeVisible();
  await expect.poll(() => dev.listeners()).toBeGreaterThan(0);
  dev.send('error', { message: 'plugin.json: is not valid JSON (Unexpected string in JSON at position 184)' });
  const ja = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '開発ビルドに失敗しました' }) });
  await expect(ja.getByTestId('dev-build-error-location')).toHaveText('場所: plugin.json');
});

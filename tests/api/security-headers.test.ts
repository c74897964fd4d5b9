// Issue 13 item 5: every answer carries the security headers, and the console's policy forbids
// eval and inline script. Each kind of answer is asked for: the console's HTML, API JSON, an API
// error, a 404; scripts and plugin bundles carry those that apply to a script (issue 16 dropped
// the document-only ones there); then the configuration options and refusals.
import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startTestServer, type TestServer } from './harness/index.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** GET with a Host header of our choosing (fetch does not let one set it). */
function getWithHost(url: string, path: string, host: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, url), { headers: { host, accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers with the default configuration', () => {
  let server: TestServer;
  let scriptPath: string;
  beforeAll(async () => {
    server = await startTestServer({ smtp: false });
    const html = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } }).then((r) => r.text());
    scriptPath = /<script[^>]+src="([^"]+)"/.exec(html)?.[1] ?? '';
  });
  afterAll(async () => {
    await server?.stop();
  });

  const scripts = (): [string, () => Promise<{ status: number; headers: Headers }>][] => [
    ['a script of the console', () => server.api('GET', scriptPath)],
    ['a plugin bundle', () => server.api('GET', '/plugins/auth/index.js')],
  ];

  const answers = (): [string, () => Promise<{ status: number; headers: Headers }>][] => [
    ['the console HTML', () => server.api('GET', '/robot/control', undefined, undefined, { accept: 'text/html' })],
    ['API JSON', () => server.api('GET', '/plugins/index.json')],
    ['an API error (401)', () => server.api('GET', '/api/my/session')],
    ['an API 404', () => server.api('GET', '/api/no-such-route')],
    ['a missing file (404)', () => server.api('GET', '/no-such-file.js')],
    ['a validation error (400)', () => server.api('POST', '/api/operators/login', { loginId: 1 })],
  ];

  it('the console HTML has a script element with a src only (no inline script)', () => {
    expect(scriptPath).toMatch(/^\/assets\/.+\.js$/);
  });

  it.each(answers().map(([name, call]) => [name, call] as const))('%s carries every header', async (_name, call) => {
    const res = await call();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  // A script runs under the page's policy, never its own: the page's headers govern it, and the
  // document-only ones would cost each of robot/control's hundred scripts ~900 bytes (issue 16).
  it.each(scripts().map(([name, call]) => [name, call] as const))('%s carries the headers that apply to a script, and no document-only ones', async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy']) expect(res.headers.get(name)).toBeNull();
  });

  it("script-src has neither 'unsafe-eval' nor 'unsafe-inline', nor any wildcard", async () => {
    const res = await server.api('GET', '/', undefined, undefined, { accept: 'text/html' });
    const scriptSrc = directives(res.headers.get('content-security-policy')).get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.filter((source) => source === '*' || /^[a-z]+:$/.test(source))).toEqual([]);
    // No default-src fallback that would allow more: default-src is 'self' only.
    expect(directives(res.headers.get('content-security-policy')).get('default-src')).toEqual(["'self'"]);
  });

  it('allows loopback dev servers on a local console and not on a production host name', async () => {
    const local = directives((await getWithHost(server.url, '/', 'localhost')) ['content-security-policy'] as string);
    expect(local.get('script-src')).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
    expect(local.get('connect-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:*']));
    const production = directives((await getWithHost(server.url, '/', 'console.example.com'))['content-security-policy'] as string);
    expect(production.get('script-src')).toEqual(["'self'"]);
    expect(production.get('connect-src')).toEqual(["'self'"]);
  });

  it('adds the origins the custom manifest loads views and assets from, and follows the file when it changes', async () => {
    const dir = join(server.dataDir, 'custom');
    await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, 'manifest.json'),
      JSON.stringify({
        views: [{ id: 'v', path: 'v', scriptUrl: 'https://views.example.com/v/view.js', styleUrl: 'https://css.example.com/v.css' }, { id: 'w', path: 'w', scriptUrl: '/custom/w.js' }],
        assets: { logo: 'https://cdn.example.com/logo.png' },
      }),
    );
    const csp = directives((await getWithHost(server.url, '/', 'console.example.com'))['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://views.example.com']);
    expect(csp.get('style-src')).toEqual(expect.arrayContaining(['https://views.example.com', 'https://css.example.com']));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://cdn.example.com']));

    await writeFile(join(dir, 'manifest.json'), JSON.stringify({ views: [] }));
    await expect
      .poll(async () => directives((await getWithHost(server.url, '/', 'console.example.com'))['content-security-policy'] as string).get('script-src'))
      .toEqual(["'self'"]);
  });
});

describe('security header configuration', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('takes script origins, frame ancestors and dev servers from flags and the environment', async () => {
    server = await startTestServer({
      smtp: false,
      args: ['--csp-script-src', 'https://views.example.com', '--csp-frame-ancestors', "'self' https://portal.example.com"],
      env: { CSP_SCRIPT_SRC: 'https://ignored.example.com', CSP_DEV_SRC: 'https://dev.example.com:5300' },
    });
    const headers = await getWithHost(server.url, '/', 'console.example.com');
    const csp = directives(headers['content-security-policy'] as string);
    // A flag wins over the environment variable of the same setting.
    expect(csp.get('script-src')).toEqual(["'self'", 'https://views.example.com', 'https://dev.example.com:5300']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://dev.example.com:5300']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://portal.example.com']);
    // X-Frame-Options cannot name origins, so it is left to frame-ancestors.
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    [['--csp-script-src', "'unsafe-eval'"], /--csp-script-src: "'unsafe-eval'" is not an origin/],
    [['--csp-script-src', "https://a.example.com; script-src 'unsafe-inline'"], /is not an origin/],
    [['--csp-script-src', 'https:'], /"https:" is not an origin/],
    [['--csp-script-src', '*'], /"\*" is not an origin/],
    [['--csp-frame-ancestors', "'none' https://a.example.com"], /'none' cannot be combined/],
  ])('refuses %j at start', async (args, message) => {
    const result = await runCli(['serve', '--port', '0', '--data', join('/tmp', `fleetdeck-csp-${process.pid}`), ...args]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
  });

  it('refuses unsafe keywords given through the environment too', async () => {
    const result = await runCli(['serve', '--port', '0', '--data', join('/tmp', `fleetdeck-csp-${process.pid}`)], { CSP_SCRIPT_SRC: "'self' 'unsafe-inline'" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is not an origin/);
  });
});

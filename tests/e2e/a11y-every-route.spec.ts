// Issue 15 item 12: axe on every route of the console, in English and Japanese, with no serious
// or critical violation (colour contrast included). The routes are the ones /plugins/index.json
// lists for a system administrator; a route's parameters come from the links the console's own
// pages show over the demo data (a list links to its records, a record to its children), so a new
// plugin's pages are checked without editing this file. One browser context, one sign-in per
// language, and in-app navigation from page to page keep it fast (about 3.5 min a language on two
// shared cores). A11Y_TRACE=1 logs each page's settle and axe times.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

interface Route { path: string; layout?: string }

// Sign-in pages are checked signed out: opened signed in, they send the user on.
const signedOutPages = ['/auth/login', '/auth/reset-password-request', '/auth/reset-password'];
// Test plugins that fail on purpose (tests/e2e/test-plugins) are not part of the console.
const isTestPlugin = (id: string) => id.startsWith('e2e-');
// Parameters no page links to: a page number and a teleoperation mode (§2 app/tele-ope/{mode}).
// An archive day and minute open (showing that nothing was recorded) whether or not anything was.
const unlinkedParams: Record<string, string> = { page: '1', mode: '1', date: '2026-01-01', hour: '00', minute: '00' };

const segments = (path: string) => path.split('/').filter(Boolean);

/** How many literal segments of `pattern` match `path`, or -1 when it does not match at all. */
function matchScore(pattern: string, path: string): number {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return -1;
  let literal = 0;
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== have[i]) return -1;
    literal += 1;
  }
  return literal;
}

/** The route a path opens: the pattern matching it with the most literal segments (as react-router ranks them). */
function routeOf(patterns: string[], path: string): string | undefined {
  let best: string | undefined;
  let score = -1;
  for (const pattern of patterns) {
    const s = matchScore(pattern, path);
    if (s > score) [best, score] = [pattern, s];
  }
  return best;
}

/**
 * A path for a parameterized route from paths seen so far: one the route itself opens, else its
 * parameters filled from seen paths of the same prefix (`/building/:buildingId/floor/create` from
 * `/building/1`) or of the same parameter name (`/console/:serialNo` from `/app/basic/:serialNo`).
 */
function resolve(pattern: string, patterns: string[], seen: Map<string, string>): string | undefined {
  const own = [...seen].find(([, route]) => route === pattern)?.[0];
  if (own) return own;
  const parts = segments(pattern);
  const filled: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (!part.startsWith(':')) {
      filled.push(part);
      continue;
    }
    const name = part.slice(1);
    let value: string | undefined;
    for (const [path, route] of seen) {
      const have = segments(path);
      const routeParts = segments(route);
      if (have.length > i && routeParts[i]?.startsWith(':') && filled.every((p, j) => have[j] === p)) value ??= have[i];
      const at = routeParts.indexOf(part);
      if (at >= 0 && name !== 'id') value ??= have[at];
    }
    value ??= unlinkedParams[name];
    if (value === undefined) return undefined;
    filled.push(value);
  }
  const path = `/${filled.join('/')}`;
  return routeOf(patterns, path) === pattern ? path : undefined;
}

/** Moves to `path` inside the running console (react-router follows popstate), without reloading it. */
async function openInApp(page: Page, path: string): Promise<void> {
  const started = Date.now();
  await page.evaluate((target) => {
    // The settle check starts over, knowing what the previous page showed.
    (window as unknown as { __axeSettle?: unknown; __axeBefore?: string }).__axeSettle = undefined;
    (window as unknown as { __axeBefore?: string }).__axeBefore = document.body.innerText;
    window.history.pushState({ usr: null, key: target, idx: (window.history.state?.idx ?? 0) + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await settle(page);
  if (process.env.A11Y_TRACE) console.log(`${path} settled in ${Date.now() - started} ms`);
}

/**
 * Waits until the page is drawn: a heading shown, no progress indicator left, and the page's text
 * unchanged over a few frames (the previous page is gone, data has arrived).
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __axeSettle?: { text: string; frames: number }; __axeBefore?: string };
        const changed = w.__axeBefore === undefined || document.body.innerText !== w.__axeBefore || (w.__axeSettle?.frames ?? 0) > 0;
        // Spinners, not progress bars: a battery gauge is a progress bar that never goes away.
        const ready = changed && document.querySelector('h1, h2') !== null && document.querySelector('.fui-Spinner') === null;
        const text = `${window.location.pathname}|${document.body.innerText.length}|${document.querySelector('h1, h2')?.textContent ?? ''}`;
        const last = w.__axeSettle;
        w.__axeSettle = { text, frames: ready && last?.text === text ? last.frames + 1 : 0 };
        return w.__axeSettle.frames >= 5;
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    )
    .catch(() => undefined); // A page that never settles is still checked: axe then reports what it shows.
}

type Api = <T>(path: string) => Promise<T>;
interface Named { id: number }

/**
 * Records no page links to while it first shows (a building's groups sit on a tab not yet opened,
 * an organization's notification targets in its form, a package's bundles in its command list):
 * the first such record, read over the API.
 */
const recordsOverApi: Record<string, (api: Api) => Promise<string | undefined>> = {
  '/building/:buildingId/flow-group/:id': async (api) => {
    const buildings = await api<Array<Named & { flowGroups?: Named[] }>>('/api/buildings?filter={"include":["flowGroups"]}');
    const b = buildings.find((x) => (x.flowGroups ?? []).length > 0);
    return b && `/building/${b.id}/flow-group/${b.flowGroups?.[0]?.id}`;
  },
  '/building/:buildingId/robot-group/:id': async (api) => {
    const buildings = await api<Array<Named & { groups?: Named[] }>>('/api/buildings?filter={"include":["groups"]}');
    const b = buildings.find((x) => (x.groups ?? []).length > 0);
    return b && `/building/${b.id}/robot-group/${b.groups?.[0]?.id}`;
  },
  '/organization/:id/notif-target/:ntid': async (api) => {
    for (const o of await api<Named[]>('/api/organizations')) {
      const targets = (await api<{ notificationTargets?: Named[] }>(`/api/organizations/${o.id}`)).notificationTargets ?? [];
      if (targets[0]) return `/organization/${o.id}/notif-target/${targets[0].id}`;
    }
    return undefined;
  },
  // The first floor the sweep opens may have no waypoints; any demo waypoint will do.
  '/waypoint/:mapId/:id': async (api) => {
    const [waypoint] = await api<Array<Named & { floorId: number }>>('/api/waypoints?filter={"limit":1}');
    return waypoint && `/waypoint/${waypoint.floorId}/${waypoint.id}`;
  },
  // A labs page is linked only while the organization has labs on (the demo has them off).
  '/editor/v2/:id/floor': async (api) => {
    const [building] = await api<Named[]>('/api/buildings');
    const [floor] = building ? await api<Named[]>(`/api/buildings/${building.id}/floors`) : [];
    return floor && `/editor/v2/${floor.id}/floor`;
  },
  '/system/service-command/create/:packageId/:bundleId': async (api) => {
    for (const p of await api<Named[]>('/api/system/service-packages')) {
      const commands = await api<Array<{ bundleId: string }>>(`/api/system/service-packages/${p.id}/commands`);
      if (commands[0]) return `/system/service-command/create/${p.id}/${commands[0].bundleId}`;
    }
    return undefined;
  },
};

async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/**
 * Whether an aria-hidden-focus node is one of the focus bumpers Fluent's tabster puts inside an
 * arrow-key group (a tab list): focusable on purpose, hidden from screen readers on purpose, moving
 * focus on at once (microsoft/tabster#288; Accessibility Insights suppresses them too). Bumpers at
 * the page's edges are not excused: those come from a closed dialog left mounted.
 */
async function isGroupBumper(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return el !== null && el.hasAttribute('data-tabster-dummy') && el.parentElement !== document.body;
  }, selector);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found: string[] = [];
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const nodes = [];
    for (const n of v.nodes) {
      if (v.id === 'aria-hidden-focus' && (await isGroupBumper(page, String(n.target[0])))) continue;
      nodes.push(n);
    }
    if (nodes.length > 0) found.push(`${v.id}: ${nodes.slice(0, 3).map((n) => n.html.slice(0, 160)).join(' | ')}`);
  }
  return found;
}

// The demo data has no organization notification target; this spec adds one, so its server is its own.
test.use({ freshServer: true });
// The two languages on two workers, each on its own fresh server: one after the other they were the
// suite's longest file (7.4 minutes of a 20.9-minute browser run) and its last to finish.
test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'ja'] as const) {
  test(`every console route passes axe with no serious or critical violation (${language})`, async ({ page, server }) => {
    // About 110 pages with axe on each; two cores shared with the server make this the slow one.
    test.setTimeout(900_000);
    const index = (await (await fetch(`${server.url}/plugins/index.json`)).json()) as Array<{ id: string; routes: Route[] }>;
    const routes = index.filter((p) => !isTestPlugin(p.id)).flatMap((p) => p.routes);
    const patterns = routes.map((r) => r.path);
    expect(routes.length).toBeGreaterThan(50);
    server.sql.run(
      "INSERT INTO notification_targets (organization_id, type, level, building_id, address) SELECT organization_id, 0, 5, NULL, 'ops@example.com' FROM operators WHERE login_id = ?",
      demo.system,
    );

    const failures: string[] = [];
    const check = async (path: string) => {
      const started = Date.now();
      const found = await seriousViolations(page);
      for (const v of found) failures.push(`${path}: ${v}`);
      if (process.env.A11Y_TRACE) console.log(`${language} ${path} axe ${Date.now() - started} ms, ${found.length} violations`);
    };

    await page.goto('/auth/login');
    await page.evaluate((lang) => localStorage.setItem('user-language', lang), language);
    for (const path of signedOutPages) {
      await page.goto(path);
      await settle(page);
      await check(path);
    }
    await login(page, demo.system);

    // Paths that open parameterized routes, found on the pages visited so far.
    const seen = new Map<string, string>();
    let opened = signedOutPages.length;
    const visit = async (path: string) => {
      await openInApp(page, path);
      for (const href of await linksOn(page)) {
        const route = routeOf(patterns, href);
        if (route?.includes(':') && !seen.has(href)) seen.set(href, route);
      }
      opened += 1;
      await check(path);
    };
    for (const route of routes) if (!route.path.includes(':') && !signedOutPages.includes(route.path)) await visit(route.path);
    // A record's page links to its children's pages (a building to its floors): resolve in rounds.
    let waiting = patterns.filter((p) => p.includes(':'));
    while (waiting.length > 0) {
      const next: string[] = [];
      for (const pattern of waiting) {
        const path = resolve(pattern, patterns, seen);
        if (path) await visit(path);
        else next.push(pattern);
      }
      if (next.length === waiting.length) {
        const token = await page.evaluate(() => localStorage.getItem('fleetdeck.token'));
        const api: Api = async (path) => (await (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as never;
        for (const pattern of next) {
          const path = await recordsOverApi[pattern]?.(api).catch(() => undefined);
          if (path) await visit(path);
          else failures.push(`no demo record opens ${pattern}`);
        }
        break;
      }
      waiting = next;
    }
    expect(failures).toEqual([]);
    expect(opened, 'every route was opened').toBe(routes.length);
  });
}

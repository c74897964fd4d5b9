/**
 * A request the fake API saw: method, path under `/api` (no query), parsed query and JSON body.
 * @group Testing
 * @example
 * ```ts
 * const api = createApiFetch({ 'PATCH /buildings/:id': ({ body }) => body });
 * // ... the test saves the form ...
 * const saved: ApiCall | undefined = api.calls.find((call) => call.method === 'PATCH');
 * expect(saved?.body).toEqual({ name: 'Aozora Tower' });
 * ```
 */
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * What a handler answers: a JSON body (status 200), or a status with an optional body.
 * @group Testing
 * @example
 * ```ts
 * const conflict: ApiAnswer = { status: 409, body: { error: { statusCode: 409, name: 'ConflictError', code: 'CONFLICT', message: 'The building changed meanwhile.' } } };
 * const api = createApiFetch({ 'PATCH /buildings/:id': () => conflict });
 * ```
 */
export type ApiAnswer = unknown | { status: number; body?: unknown };

/**
 * Answers one call; `"GET /buildings"` or `"PATCH /buildings/:id"` keys choose it.
 * @group Testing
 * @example
 * ```ts
 * const building: ApiHandler = ({ params }) => (params.id === '5' ? { id: 5, name: 'Aozora Tower' } : { status: 404 });
 * const api = createApiFetch({ 'GET /buildings/:id': building });
 * ```
 */
export type ApiHandler = (call: ApiCall & { params: Record<string, string> }) => ApiAnswer | Promise<ApiAnswer>;

/**
 * A `fetch` that answers `/api` calls from handlers, and the calls it saw, for tests.
 * @group Testing
 * @example
 * ```tsx
 * const api: ApiFetch = createApiFetch({ 'GET /buildings': () => [{ id: 5, name: 'Aozora Tower' }] });
 * rendered = await renderWithFleetdeck(<BuildingListPage />, { session: operator, fetch: api.fetch });
 * expect(api.calls[0].path).toBe('/buildings');
 * ```
 */
export interface ApiFetch {
  fetch: typeof fetch;
  calls: ApiCall[];
}

function isStatusAnswer(answer: unknown): answer is { status: number; body?: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && typeof (answer as { status: unknown }).status === 'number' && Object.keys(answer).every((key) => key === 'status' || key === 'body');
}

function parseQuery(search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of search) {
    try {
      query[key] = JSON.parse(value);
    } catch {
      query[key] = value;
    }
  }
  return query;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/**
 * Builds a `fetch` that answers the API client from `handlers` (keys `"METHOD /path/:param"`,
 * paths without `/api`); a call no handler takes answers 404, so a test sees what it forgot.
 *
 * @group Testing
 * @example
 * ```tsx
 * const api = createApiFetch({ 'GET /buildings': () => [{ id: 1, name: 'Aozora Tower' }], 'DELETE /buildings/:id': () => ({ status: 204 }) });
 * await renderWithFleetdeck(<MyPage />, { session: operator, fetch: api.fetch });
 * expect(api.calls.map((call) => call.method)).toContain('GET');
 * ```
 */
export function createApiFetch(handlers: Record<string, ApiHandler>): ApiFetch {
  const calls: ApiCall[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    return { method: method.toUpperCase(), pattern, handler };
  });
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path, query: parseQuery(url.searchParams), body };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    for (const route of routes) {
      const params = route.method === method ? match(route.pattern, path) : null;
      if (!params) continue;
      const answer = await route.handler({ ...call, params });
      const { status, body: answerBody } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
      const text = answerBody === undefined ? null : JSON.stringify(answerBody);
      return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
    }
    const error = { error: { statusCode: 404, name: 'NotFoundError', code: 'NOT_FOUND', message: `no test handler for ${method} ${path}` } };
    return new Response(JSON.stringify(error), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

import type { Session } from '../auth/session.js';
import { createApiFetch, type ApiCall } from '../testing/apiFetch.js';
import { defineResource } from './resourceDefinition.js';

/** A small resource for the controller tests: robots with a name, sorted by name by default. */
export const robotResource = defineResource<{ id: number; name: string }>({
  name: 'test-robots',
  path: '/robots',
  schema: { record: {}, create: {}, update: {} },
  columns: [
    { id: 'name', labelKey: 'name', searchable: true },
    { id: 'serial', labelKey: 'serial' },
  ],
  labels: { list: 'robots', create: 'new robot', edit: 'robot' },
  access: 'robots',
  routes: { list: '/robots', edit: '/robots/:id' },
  pageSize: 2,
});

/** A signed-in operator for the controller tests. */
export const operator = { id: 7, type: 1, loginId: 'op', organizationId: 1 } as unknown as Session;

interface Row {
  id: number;
  name: string;
}

function pageOf(rows: Row[], filter: { where?: unknown; order?: string[]; limit?: number; skip?: number }): Row[] {
  const order = filter.order?.[0] ?? 'id ASC';
  const [field = 'id', direction] = order.split(' ');
  const sorted = [...rows].sort((a, b) => {
    const left = String(a[field as keyof Row]);
    const right = String(b[field as keyof Row]);
    return direction === 'DESC' ? right.localeCompare(left) : left.localeCompare(right);
  });
  const text = JSON.stringify(filter.where ?? '').match(/"like":"%([^%]*)%"/)?.[1];
  const matching = text ? sorted.filter((row) => row.name.includes(text)) : sorted;
  const skip = filter.skip ?? 0;
  return matching.slice(skip, skip + (filter.limit ?? matching.length));
}

/** A robots API over an in-memory table, answering the list, count, one record, create, change and delete. */
export function robotsApi(initial: Row[]) {
  const rows = initial.map((row) => ({ ...row }));
  const api = createApiFetch({
    'GET /robots': ({ query }) => pageOf(rows, (query.filter ?? {}) as Parameters<typeof pageOf>[1]),
    'GET /robots/count': ({ query }) => ({ count: pageOf(rows, { where: query.where }).length }),
    'GET /robots/:id': ({ params }) => rows.find((row) => row.id === Number(params.id)) ?? { status: 404, body: { error: { statusCode: 404, code: 'NOT_FOUND', message: 'no robot' } } },
    'POST /robots': ({ body }) => {
      const row = { id: Math.max(0, ...rows.map((r) => r.id)) + 1, ...(body as { name: string }) };
      rows.push(row);
      return { status: 201, body: row };
    },
    'PATCH /robots/:id': ({ params, body }) => {
      const row = rows.find((r) => r.id === Number(params.id));
      if (!row) return { status: 404 };
      Object.assign(row, body);
      return row;
    },
    'DELETE /robots/:id': ({ params }) => {
      rows.splice(rows.findIndex((r) => r.id === Number(params.id)), 1);
      return { status: 204 };
    },
  });
  const reads = (path: string): ApiCall[] => api.calls.filter((call) => call.method === 'GET' && call.path === path);
  return { ...api, rows, reads };
}

import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { setupAudit } from './audit.js';

/**
 * A server with only the audit hooks, on a store whose audit inserts wait until `release` is called
 * (or 200 ms passed): `events` says in which order the audit row was written and the answer came.
 */
function auditedApp() {
  const events: string[] = [];
  const rows: Array<Record<string, unknown>> = [];
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 200);
  });
  const db = {
    insertInto: () => ({
      values: (row: Record<string, unknown>) => ({
        execute: async () => {
          await gate;
          rows.push(row);
          events.push('audit written');
        },
      }),
    }),
  };
  const app = Fastify();
  app.decorate('db', db as unknown as Kysely<Database>);
  app.decorateRequest('session', null);
  app.decorateRequest('audited', false);
  setupAudit(app);
  app.post('/api/things/:id/read', async () => ({ ok: true }));
  app.post('/api/things/:id/self', async (request) => {
    await app.audit(request, { action: 'self', targetType: 'things' });
    return { ok: true };
  });
  app.get('/api/things', async () => []);
  return { app, events, rows, release };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the audit of API writes no route audited itself', () => {
  it('is written before the answer leaves, so a write a client was told succeeded is audited even if the process dies then', async () => {
    const server = auditedApp();
    app = server.app;
    const answer = app.inject({ method: 'POST', url: '/api/things/7/read' }).then((res) => {
      server.events.push('answered');
      // Were the answer first, the audit row would be written only now.
      server.release();
      return res;
    });
    expect((await answer).statusCode).toBe(200);
    expect(server.events).toEqual(['audit written', 'answered']);
    expect(server.rows).toEqual([expect.objectContaining({ action: 'POST /api/things/:id/read', target_type: 'things', target_id: '7', status_code: 200 })]);
  });

  it('leaves reads and routes that audited themselves alone', async () => {
    const server = auditedApp();
    app = server.app;
    server.release();
    expect((await app.inject({ method: 'GET', url: '/api/things' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/things/7/self' })).statusCode).toBe(200);
    expect(server.rows.map((row) => row.action)).toEqual(['self']);
  });
});

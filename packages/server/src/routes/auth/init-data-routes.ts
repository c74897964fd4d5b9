import type { FastifyInstance } from 'fastify';
import { ApiErrorBody, InitDataBody, InitDataPlan } from '@fleetdeck/model';
import { parseInitData } from '../../init-data/parse-init-data.js';
import { loadInitData } from '../../init-data/load-init-data.js';

/** auth/init-data (system administrator): an environment's master data from a file, previewed, then applied. */
export async function initDataRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: InitDataBody }>(
    '/api/auth/init-data',
    {
      config: { access: 'auth.initData' },
      // A file of master data may be large; the global limit fits forms.
      bodyLimit: 4 * 1024 * 1024,
      schema: { tags: ['auth'], body: InitDataBody, response: { 200: InitDataPlan, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody } },
    },
    async (request) => {
      const file = parseInitData(request.body.content);
      const plan = await loadInitData(app.db, file, request.body.apply);
      if (plan.applied) {
        const counts = { add: 0, change: 0, unchanged: 0 };
        for (const item of plan.items) counts[item.action] += 1;
        await app.audit(request, { action: 'init-data', targetType: 'system', detail: counts });
      }
      return plan;
    },
  );
}

import type { FastifyInstance, RouteOptions } from 'fastify';
import { levelOf } from '@fleetdeck/model';
import { declaredResources } from './resource-catalog.js';

/** Operation of a resource route, as the `x-resource` OpenAPI extension names it. */
export type ResourceAction = 'list' | 'count' | 'get' | 'create' | 'patch' | 'delete';

/** The `x-resource` extension of one route. */
export interface ResourceRouteMark {
  name: string;
  action: ResourceAction;
  access: string;
}

function actionOf(method: string, url: string, path: string): ResourceAction | undefined {
  if (url === path) return method === 'GET' ? 'list' : method === 'POST' ? 'create' : undefined;
  if (url === `${path}/count`) return method === 'GET' ? 'count' : undefined;
  if (url !== `${path}/:id`) return undefined;
  if (method === 'GET') return 'get';
  if (method === 'PATCH') return 'patch';
  return method === 'DELETE' ? 'delete' : undefined;
}

/** The mark of a route when its URL belongs to a declared resource. */
export function resourceRouteMark(method: string, url: string, access: string): ResourceRouteMark | undefined {
  for (const definition of declaredResources()) {
    const action = actionOf(method, url, definition.path);
    if (action) return { name: definition.name, action, access };
  }
  return undefined;
}

/**
 * Puts `x-resource` on every route at a declared resource's URLs, engine-made or hand-written, so
 * the OpenAPI document tells the authorization-matrix test what to drive and at which level.
 */
export function markResourceRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.length !== 1 || !route.url.startsWith('/api/')) return;
    const ref = route.config?.access;
    if (!ref) return;
    const mark = resourceRouteMark(String(methods[0]), route.url, levelOf(ref));
    // OpenAPI extensions are not part of FastifySchema's type; @fastify/swagger copies `x-` keys.
    if (mark) route.schema = { ...route.schema, 'x-resource': mark } as RouteOptions['schema'];
  });
}

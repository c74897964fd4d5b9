import type { FastifyInstance, RouteOptions } from 'fastify';
import { isPolicyRef, levelOf } from '@fleetdeck/model';

/** The `x-access` OpenAPI extension of a route: the access-policy cell it names and that cell's level. */
export interface RouteAccessMark {
  policy: string;
  level: string;
}

/** Whether a URL is an API route that must name its access-policy cell (the API documents are public). */
function isApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Makes every API route take its access from the access policy: registering one that names no
 * cell (or a cell the policy does not have) fails at start, so no route states its own rule or
 * falls back to a default. Each route's cell and level go into the OpenAPI document (`x-access`)
 * for the tests that compare the server with the policy and the spec.
 */
export function requirePolicyAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const ref = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    if (ref !== undefined && !isPolicyRef(ref)) throw new Error(`${methods} ${route.url}: config.access "${String(ref)}" is not a cell of the access policy`);
    if (!isApiRoute(route.url)) return;
    if (ref === undefined) throw new Error(`${methods} ${route.url}: config.access must name the access-policy cell (area.action) that may call it`);
    const mark: RouteAccessMark = { policy: ref, level: levelOf(ref) };
    // OpenAPI extensions are not part of FastifySchema's type; @fastify/swagger copies `x-` keys.
    route.schema = { ...route.schema, 'x-access': mark } as RouteOptions['schema'];
  });
}

// The resources the server declares (its OpenAPI `x-resource` marks), their samples, and the ids
// of the two user companies under test: shared by the authorization matrix and the generated
// invalid-input test, so both cover every resource without listing them.
import type { TestServer } from '../harness/index.js';
import type { ResourceSample, SampleContext } from './sample-types.js';

export type Action = 'list' | 'count' | 'get' | 'create' | 'patch' | 'delete';
export type OrgKey = 'first' | 'second';

export interface RouteInfo {
  /** OpenAPI path with `{param}` placeholders. */
  path: string;
  access: string;
}

export interface ResourceRoutes {
  name: string;
  routes: Partial<Record<Action, RouteInfo>>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { 'x-resource'?: { name: string; action: Action; access: string } }>>;
}

export type OrganizationIds = Pick<SampleContext, 'organizationId' | 'buildingId' | 'floorId' | 'robotGroupId' | 'flowGroupId'>;

/** Every sample in this folder by resource name. */
export function loadSamples(): Map<string, ResourceSample> {
  const samples = new Map<string, ResourceSample>();
  for (const [file, module] of Object.entries(import.meta.glob<{ sample?: ResourceSample }>('./*.ts', { eager: true }))) {
    const name = /([^/]+)\.ts$/.exec(file)?.[1] ?? '';
    if (name === 'sample-types' || name === 'catalog' || name.endsWith('.d')) continue;
    if (!module.sample) throw new Error(`${file} does not export \`sample\``);
    samples.set(name, module.sample);
  }
  return samples;
}

/** The resources the running server declares, by name, with their routes. */
export async function declaredResources(server: TestServer): Promise<ResourceRoutes[]> {
  const doc = (await server.api<OpenApiDocument>('GET', '/api/docs/json')).body;
  const byName = new Map<string, ResourceRoutes>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const operation of Object.values(operations)) {
      const mark = operation['x-resource'];
      if (!mark) continue;
      const entry = byName.get(mark.name) ?? { name: mark.name, routes: {} };
      entry.routes[mark.action] = { path, access: mark.access };
      byName.set(mark.name, entry);
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Ids of the first user company (Aozora) and the second (Hinode) from the demo seed. */
export function organizationIds(server: TestServer): Record<OrgKey, OrganizationIds> {
  const db = server.sql;
  const one = (sql: string, ...params: unknown[]) => (db.get(sql, ...params) as { id: number }).id;
  const ids = {} as Record<OrgKey, OrganizationIds>;
  for (const [key, organization, building] of [
    ['first', 'Aozora Facilities', 'Aozora Tower'],
    ['second', 'Hinode Logistics', 'Hinode Warehouse'],
  ] as const) {
    const buildingId = one('SELECT id FROM buildings WHERE name = ?', building);
    ids[key] = {
      organizationId: one('SELECT id FROM organizations WHERE name = ?', organization),
      buildingId,
      floorId: one('SELECT id FROM floors WHERE building_id = ? ORDER BY id LIMIT 1', buildingId),
      robotGroupId: one('SELECT id FROM robot_groups WHERE building_id = ? ORDER BY id LIMIT 1', buildingId),
      flowGroupId: one('SELECT id FROM flow_groups WHERE building_id = ? ORDER BY id LIMIT 1', buildingId),
    };
  }
  return ids;
}

let serial = 0;
/** A sample context for one organization; `api` calls as the given (system admin) token. */
export function sampleContext(server: TestServer, ids: OrganizationIds, systemToken: string): SampleContext {
  serial += 1;
  return {
    ...ids,
    serial,
    unique: `${serial}-${Date.now().toString(36)}`,
    api: async <T,>(method: string, path: string, body?: unknown) => {
      const res = await server.api<T>(method, path, body, systemToken);
      return { status: res.status, body: res.body };
    },
  };
}

/** Fills `{param}` placeholders: ids of the organization under test, the sample's own params, then `id`. */
export async function fillPath(template: string, sample: ResourceSample, ctx: SampleContext, id?: number): Promise<string> {
  const own = sample.params ? await sample.params(ctx) : {};
  const known: Record<string, number | undefined> = { buildingId: ctx.buildingId, floorId: ctx.floorId, organizationId: ctx.organizationId, ...own, id };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = known[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}; add it to the sample's params()`);
    return String(value);
  });
}

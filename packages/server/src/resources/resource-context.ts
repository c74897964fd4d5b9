import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loadScope } from '../access/scope-load.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../errors/api-error.js';
import type { LooseDb, ResourceContext } from './resource-types.js';

/** The engine's view of the typed database: tables and columns come from resource declarations. */
export function looseDb(db: Kysely<Database>): Kysely<LooseDb> {
  return db as unknown as Kysely<LooseDb>;
}

/** Builds the context of one engine call: caller, scope and parent path ids. */
export async function resourceContext(request: FastifyRequest, params: Record<string, number>): Promise<ResourceContext> {
  const session = request.session;
  if (!session) throw new ApiError('UNAUTHORIZED', 'Sign in to continue');
  const caller = { operatorId: session.operatorId, userType: session.userType, organizationId: session.organizationId };
  const scope = await loadScope(request.server.db, caller);
  return { db: looseDb(request.server.db), caller, scope, request, params };
}

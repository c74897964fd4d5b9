import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { findContract } from '../auth/account-gate.js';
import { ApiError } from '../errors/api-error.js';
import { resourceContext } from '../resources/resource-context.js';
import { findScoped } from '../resources/resource-reader.js';
import { robotResource } from '../routes/robots/robot-resource.js';
import '../gateway/robot-tables.js';

/** The refusal of every archive call for an organization whose contract lacks the archive (§3 isArchive). */
export const noArchiveContract = (): ApiError => new ApiError('FORBIDDEN', 'Your contract does not include the archive of recordings');

/** Whether the contract governing an organization includes the archive. */
export async function hasArchiveContract(db: Kysely<Database>, organizationId: number): Promise<boolean> {
  return (await findContract(db, organizationId))?.is_archive === 1;
}

/** Refuses the caller unless their organization's contract includes the archive. */
export async function requireArchiveContract(request: FastifyRequest): Promise<void> {
  const session = request.session;
  if (!session) throw new ApiError('UNAUTHORIZED', 'Sign in to continue');
  if (!(await hasArchiveContract(request.server.db, session.organizationId))) throw noArchiveContract();
}

/** A robot of the archive as its routes need it. */
export interface ArchiveRobot {
  id: number;
  serialNo: string;
  name: string;
  buildingId: number;
  organizationId: number;
}

/**
 * The robot with this serial number if the caller may see it (scoped like the robot list), and
 * its organization's contract includes the archive; another organization's robot answers 404.
 */
export async function visibleArchiveRobot(request: FastifyRequest, serialNo: string): Promise<ArchiveRobot> {
  const row = await request.server.db.selectFrom('robots').select(['id', 'serial_no', 'name', 'building_id', 'organization_id']).where('serial_no', '=', serialNo).executeTakeFirst();
  const visible = row ? await findScoped(await resourceContext(request, {}), robotResource, row.id) : undefined;
  if (!row || !visible) throw new ApiError('NOT_FOUND', 'Robot not found');
  if (!(await hasArchiveContract(request.server.db, row.organization_id))) throw noArchiveContract();
  return { id: row.id, serialNo: row.serial_no, name: row.name, buildingId: row.building_id, organizationId: row.organization_id };
}

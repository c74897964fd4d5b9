import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { credentialMatches } from '../gateway/robot-credential.js';
import '../gateway/robot-tables.js';

/** The robot an HTTP request comes from. */
export interface UploadingRobot {
  id: number;
  organizationId: number;
}

const SCHEME = /^Robot ([A-Za-z0-9_-]{1,24}) (\S{1,200})$/;

/**
 * Signs a robot in on an HTTP request with the credential it greets the gateway with:
 * `Authorization: Robot <serialNo> <credential>`. Anything else answers 401 ROBOT_CREDENTIAL_REFUSED
 * (not UNAUTHORIZED, which tells a browser its session ended).
 */
export async function authenticateRobot(request: FastifyRequest): Promise<UploadingRobot> {
  const match = SCHEME.exec(request.headers.authorization ?? '');
  const refused = () => new ApiError('ROBOT_CREDENTIAL_REFUSED', 'Send the robot serial number and credential');
  if (!match) throw refused();
  const [, serialNo = '', credential = ''] = match;
  const row = await request.server.db
    .selectFrom('robots')
    .leftJoin('robot_credentials', 'robot_credentials.robot_id', 'robots.id')
    .select(['robots.id', 'robots.organization_id', 'robot_credentials.credential_hash'])
    .where('robots.serial_no', '=', serialNo)
    .executeTakeFirst();
  if (!credentialMatches(credential, row?.credential_hash ?? null) || !row) throw refused();
  return { id: row.id, organizationId: row.organization_id };
}

import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { loadScope } from '../../access/scope-load.js';
import type { Database } from '../../db/database.js';
import type { Kysely } from 'kysely';

/** A stored upload as the file routes need it. */
export interface StoredFile {
  id: number;
  organization_id: number;
  uploaded_by: number | null;
  name: string;
  content_type: string;
  file_type: string;
  size: number;
  storage_key: string;
  public: number;
  created_at: string;
}

/** Loads one upload row. */
export async function findFile(db: Kysely<Database>, id: number): Promise<StoredFile | undefined> {
  const loose = db as unknown as Kysely<Record<string, StoredFile>>;
  return loose.selectFrom('files').selectAll().where(sql.ref('id'), '=', id).executeTakeFirst();
}

/**
 * Who may fetch an upload: a file published by a system-scope resource, anyone signed in;
 * otherwise its uploader and whoever may read its organization.
 */
export async function canReadFile(request: FastifyRequest, file: StoredFile): Promise<boolean> {
  const session = request.session;
  if (!session) return false;
  if (file.public === 1 || file.uploaded_by === session.operatorId) return true;
  const scope = await loadScope(request.server.db, { operatorId: session.operatorId, userType: session.userType, organizationId: session.organizationId });
  return scope.all || scope.readOrgs.has(file.organization_id);
}

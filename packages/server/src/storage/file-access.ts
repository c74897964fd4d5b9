import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { loadScope } from '../access/scope-load.js';
import type { Database } from '../db/database.js';
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

// `files` is kept out of the typed Database (its users sit in several route folders); it is read loosely here.
function filesTable(db: Kysely<Database>): Kysely<Record<string, StoredFile>> {
  return db as unknown as Kysely<Record<string, StoredFile>>;
}

/** Loads one upload row. */
export async function findFile(db: Kysely<Database>, id: number): Promise<StoredFile | undefined> {
  return filesTable(db).selectFrom('files').selectAll().where(sql.ref('id'), '=', id).executeTakeFirst();
}

/** Loads upload rows by id; ids with no row are missing from the answer. */
export async function findFiles(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, StoredFile>> {
  if (ids.length === 0) return new Map();
  const rows = await filesTable(db).selectFrom('files').selectAll().where(sql.ref('id'), 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((f) => [f.id, f]));
}

/**
 * Who may fetch an upload, as one check per request (the scope is loaded once): a file published
 * by a system-scope resource, anyone signed in; otherwise its uploader and whoever may read its
 * organization.
 */
export async function fileReader(request: FastifyRequest): Promise<(file: StoredFile) => boolean> {
  const session = request.session;
  if (!session) return () => false;
  const scope = await loadScope(request.server.db, { operatorId: session.operatorId, userType: session.userType, organizationId: session.organizationId });
  return (file) => file.public === 1 || file.uploaded_by === session.operatorId || scope.all || scope.readOrgs.has(file.organization_id);
}

/** Whether the caller may fetch one upload (fileReader's rule). */
export async function canReadFile(request: FastifyRequest, file: StoredFile): Promise<boolean> {
  return (await fileReader(request))(file);
}

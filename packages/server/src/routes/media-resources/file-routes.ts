import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UploadedFile, Id } from '@fleetdeck/model';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../../errors/api-error.js';
import { fileError, onePartOnly, partName, uploadRefusal } from './upload-refusal.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { canReadFile, findFile, type StoredFile } from '../../storage/file-access.js';
import { fileTypeOf, matchesSignature } from '../../storage/file-signature.js';
import { recordStoredFile } from '../../storage/file-store.js';
import { newStorageKey, readHead, type FileStorage } from '../../storage/file-storage.js';
import { sendStoredFile } from '../../storage/send-stored-file.js';

function toUploaded(row: StoredFile): UploadedFile {
  return { id: row.id, name: row.name, contentType: row.content_type, fileType: row.file_type as UploadedFile['fileType'], size: row.size, createdAt: row.created_at };
}

// Keeps only a readable base name; the stored name is random and never comes from the client.
function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  return printable.slice(0, 255) || 'upload';
}

interface ReceivedUpload {
  key: string;
  part: MultipartFile;
  fileType: UploadedFile['fileType'];
  size: number;
}

/**
 * Reads the one part an upload may hold into a new storage file: it must be a file part named
 * `file`, of an accepted type, within MAX_UPLOAD_BYTES, whose first bytes match its type, and the
 * form must end after it (a second part is refused, never ignored). Nothing stays stored when it throws.
 */
async function receiveUpload(parts: AsyncIterableIterator<Multipart>, storage: FileStorage): Promise<ReceivedUpload> {
  const first = await parts.next();
  if (first.done) throw fileError('required', 'choose a file');
  const part = first.value;
  if (part.type !== 'file' || part.fieldname !== 'file') {
    if (part.type === 'file') part.file.resume();
    throw partName(part.fieldname);
  }
  const fileType = fileTypeOf(part.mimetype);
  if (!fileType) {
    part.file.resume();
    throw fileError('contentType', 'must be an image (PNG, JPEG, GIF, WebP) or a video (MP4, WebM, QuickTime)');
  }
  const key = newStorageKey();
  const { size } = await storage.put(key, part.file);
  try {
    if (part.file.truncated) throw fileError('maxSize', `must be at most ${MAX_UPLOAD_BYTES} bytes`);
    const rest = await parts.next();
    if (!rest.done) {
      if (rest.value.type === 'file') rest.value.file.resume();
      throw onePartOnly();
    }
    if (size === 0 || !matchesSignature(part.mimetype, await readHead(storage, key, 16))) {
      throw fileError('contentType', `the file's content is not ${part.mimetype}`);
    }
    return { key, part, fileType, size };
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/**
 * POST /api/files (multipart, one part named `file`, at most MAX_UPLOAD_BYTES, images and videos
 * whose first bytes match their type) puts the upload in the file storage; GET /api/files/:id
 * serves it back to those who may read it.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.fileStorage;
  await app.register(async (scope) => {
    // The limit lives here and in @fleetdeck/model (MAX_UPLOAD_BYTES) so the console can warn first.
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });

    scope.post('/api/files', { config: { access: 'files.upload' }, schema: { tags: ['files'], summary: 'Upload an image or video', response: { 201: UploadedFile, ...errorResponses } } }, async (request, reply) => {
      const session = request.session;
      if (!session) throw new ApiError('UNAUTHORIZED', 'Sign in to continue');
      if (!request.isMultipart()) throw fileError('required', 'send the file as multipart/form-data');
      let stored: ReceivedUpload;
      try {
        stored = await receiveUpload(request.parts(), storage);
      } catch (error) {
        throw uploadRefusal(error) ?? error;
      }
      const { key, part, fileType, size } = stored;
      const row = await recordStoredFile(request.server.db, storage, {
        organizationId: session.organizationId,
        uploadedBy: session.operatorId,
        name: displayName(part.filename),
        contentType: part.mimetype,
        fileType,
        size,
        storageKey: key,
      });
      await request.server.audit(request, { action: 'create', targetType: 'files', targetId: row.id, detail: { name: row.name, contentType: row.content_type, size } });
      return reply.status(201).send(toUploaded(row));
    });
  });

  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/files/:id', { config: { access: 'files.read' }, schema: { tags: ['files'], summary: 'Download an uploaded file', params: Type.Object({ id: Id }), response: errorResponses } }, async (request, reply) => {
    const id = request.params.id;
    const file = await findFile(request.server.db, id);
    // Refused and unknown files answer the same 404.
    if (!file || !(await canReadFile(request, file))) throw new ApiError('NOT_FOUND', 'No such file');
    return sendStoredFile(reply, storage, file);
  });
}

/** Marks uploads public or private to match the scope of what publishes them. */
export async function setFilesPublic(db: Kysely<Record<string, Record<string, unknown>>>, ids: readonly number[], published: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('files').set({ public: published ? 1 : 0 }).where(sql.ref('id'), 'in', [...ids]).execute();
}

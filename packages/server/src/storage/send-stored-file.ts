import type { FastifyReply } from 'fastify';
import type { StoredFile } from './file-access.js';
import type { FileStorage } from './file-storage.js';

/** Answers a stored file's bytes inline, with its type and name, never sniffed, cached privately for an hour. */
export function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredFile): FastifyReply {
  return reply
    .header('content-type', file.content_type)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(storage.stream(file.storage_key));
}

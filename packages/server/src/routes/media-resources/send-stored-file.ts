import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from './file-access.js';
import { storedFilePath } from './file-store.js';

/** Answers a stored file's bytes inline, with its type and name, never sniffed, cached privately for an hour. */
export function sendStoredFile(reply: FastifyReply, dataDir: string, file: StoredFile): FastifyReply {
  return reply
    .header('content-type', file.content_type)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(createReadStream(storedFilePath(dataDir, file.storage_key)));
}

import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * JSON answers of at least this many bytes are compressed on the fly. Measured on the 2-core
 * test machine (issue 16), operator rows: 1,000 rows are 268 KB, 15 KB with brotli 4 (1.6 ms
 * of CPU) and 18 KB with gzip 6 (2.2 ms); over loopback the whole answer took 11-13 ms either
 * way, so on any real link the 17-fold smaller body wins outright. At 2-4 rows (0.5-1 KB) both
 * cost under 0.1 ms but save under 700 bytes: less than one TCP segment, next to the ~1.2 KB of
 * headers every answer carries, and the answer loses its content-length. 1 KiB is where a
 * saving starts to be worth a segment.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON answers (brotli, else gzip) above the threshold, for every route registered
 * after it. Only JSON: files carry their own pre-compressed copies (static-files.ts), media is
 * compressed already, and Server-Sent or WebSocket streams must not be buffered by a compressor.
 */
export async function setupCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    // Quality 4: near gzip's speed with smaller output; 11 costs tens of milliseconds per answer.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
    // Request bodies are read as they are sent, as before.
    globalDecompression: false,
  });
}

import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Every text file gets both copies, however small: small files pay too (issue 16, measured on the
// host's 169 scripts under 1 KiB: 82 KB sent as they are, 48 KB as brotli; robot/control loads 55
// of them), and of the host's ~430 scripts and styles the few that brotli cannot shrink (7, of 38 to
// 143 bytes) grow by at most 4 bytes, less than a rule deciding file by file would be worth. A
// browser that accepts brotli or gzip is then answered compressed for every script, always.
// Text formats a browser fetches; images, fonts and media are compressed already, and source maps
// are fetched only by developer tools.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|wasm)$/i;

/** What `precompressDir` wrote. */
export interface PrecompressResult {
  /** Files (relative to the folder) that got a `.br` and a `.gz` beside them. */
  compressed: string[];
  /** Bytes of those files, and of their brotli and gzip copies. */
  bytes: { original: number; brotli: number; gzip: number };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Brotli at its highest quality (11) and gzip at level 9: written once at build time, read on every load. */
export async function compressBoth(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file under `dir`, for a server to send by
 * content negotiation (`@fastify/static`'s `preCompressed`). Copies of a file that is gone are removed.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const files = await filesUnder(dir);
  const present = new Set(files);
  const result: PrecompressResult = { compressed: [], bytes: { original: 0, brotli: 0, gzip: 0 } };
  for (const file of files) {
    if (/\.(?:br|gz)$/.test(file)) {
      // A copy whose original is gone (an earlier watch build's hashed file) goes too; other
      // archives are left alone.
      const original = file.slice(0, -3);
      if (COMPRESSIBLE.test(original) && !present.has(original)) await rm(file, { force: true });
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const copies = [`${file}.br`, `${file}.gz`];
    const content = await readFile(file);
    const { br, gz } = await compressBoth(content);
    await Promise.all([writeFile(copies[0]!, br), writeFile(copies[1]!, gz)]);
    result.compressed.push(path.relative(dir, file).split(path.sep).join('/'));
    result.bytes.original += content.length;
    result.bytes.brotli += br.length;
    result.bytes.gzip += gz.length;
  }
  result.compressed.sort();
  return result;
}

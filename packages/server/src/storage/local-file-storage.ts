import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStorage } from './file-storage.js';

/** The folder the local storage keeps files in: `<data>/files/`. */
export function filesFolder(dataDir: string): string {
  return join(dataDir, 'files');
}

// Keys become file names: only plain names, so no key can reach outside the folder.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** File storage in one local folder, a file per key (the server's storage unless configured otherwise). */
export function localFileStorage(folder: string): FileStorage {
  const pathOf = (key: string) => join(folder, checkedKey(key));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(folder, { recursive: true });
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(path, { flags: 'wx' }));
        else await writeFile(path, body, { flag: 'wx' });
      } catch (error) {
        // A key already taken is another file's: leave it.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
        throw error;
      }
      return { size: (await stat(path)).size };
    },
    get: (key) => readFile(pathOf(key)),
    stream: (key, range?: ByteRange) => createReadStream(pathOf(key), range),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      yield* names.filter((name) => KEY.test(name));
    },
  };
}
